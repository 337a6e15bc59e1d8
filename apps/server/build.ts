import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * `npm run build:server`: the server's entry points compiled to plain JavaScript in apps/server/dist,
 * run by `node` alone in production. Packages stay in node_modules; the workspace's contracts are
 * TypeScript source, so they are bundled in. dist sits at the depth of src, so paths.ts finds the
 * repository root, the migrations and the built web app from either.
 */
const serverDir = path.dirname(fileURLToPath(import.meta.url));

const { outputFiles } = await build({
  // Every entry lands at dist's top, the depth of src's files, so paths.ts finds the root from each.
  entryPoints: {
    server: 'src/server.ts',
    worker: 'src/worker.ts',
    // The import's checking thread (modules/loads/import-service.ts starts it from here).
    'import-check-worker': 'src/modules/loads/import-check-worker.ts',
    // The thread that reads load-board feeds, started by modules/loadboards/feed-checkers.ts.
    'feed-check-worker': 'src/modules/loadboards/feed-check-worker.ts',
    'create-admin': 'src/db/create-admin.ts',
    'seed-demo': 'src/db/seed/cli.ts',
    'recount-tallies': 'src/db/recount/cli.ts',
  },
  absWorkingDir: serverDir,
  outdir: path.join(serverDir, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  write: false,
  plugins: [
    {
      name: 'packages-stay-external',
      setup(bundler) {
        bundler.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) =>
          specifier.startsWith('@loadboard/') ? undefined : { external: true },
        );
      },
    },
  ],
});

// Each file is written beside its place and renamed into it: a server starting while another build
// runs reads the old file or the new one, never half of one.
for (const file of outputFiles) {
  const partial = `${file.path}.${process.pid}.partial`;
  await mkdir(path.dirname(file.path), { recursive: true });
  await writeFile(partial, file.contents);
  await rename(partial, file.path);
}
