import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

const ENTRY = 'src/prerender/sign-in.tsx';
/** Marks the container whose content the build drew; main.tsx hydrates it rather than draw anew. */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

interface SignInModule {
  PRERENDERED_PATH: string;
  renderSignIn(): Promise<{ html: string; title: string }>;
}

/**
 * Saves the first visit's wait for the app's code: writes login.html, the built index.html with the
 * sign-in screen already drawn in it (rendered once here by React DOM's server renderer), which the
 * server sends for /login. Its code starts after that screen is painted.
 */
export function prerenderSignIn(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'loadboard:prerender-sign-in',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // Before the other plugins' closeBundle, so precompress finds login.html.
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const ssrDir = await mkdtemp(path.join(os.tmpdir(), 'loadboard-prerender-'));
        try {
          await build({
            root,
            configFile: false,
            logLevel: 'warn',
            plugins: [react()],
            // One self-contained file: some dependencies' ES builds import directories, which Node refuses.
            ssr: { noExternal: true },
            build: {
              ssr: ENTRY,
              outDir: ssrDir,
              emptyOutDir: true,
              rolldownOptions: { output: { format: 'es', entryFileNames: '[name].mjs' } },
            },
          });
          const entry = path.join(ssrDir, `${path.basename(ENTRY, '.tsx')}.mjs`);
          const module = (await import(pathToFileURL(entry).href)) as SignInModule;
          const { html, title } = await module.renderSignIn();
          const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
          const page = index
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
            .replace(
              /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
              `<div id="root" ${PRERENDERED_ATTRIBUTE}="${module.PRERENDERED_PATH}">${html}</div>$1`,
            );
          if (page === index) throw new Error('index.html has no #root to draw the sign-in screen into');
          await writeFile(path.join(outDir, 'login.html'), startAfterPaint(page));
        } finally {
          await rm(ssrDir, { recursive: true, force: true });
        }
      },
    },
  };
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * Hands the app's code to public/after-paint.js, which starts it once the drawn screen is painted:
 * otherwise a browser that gets the code quickly runs it first, and the form shows only after it.
 */
function startAfterPaint(page: string): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) throw new Error('index.html has no module script for the app');
  const preload = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]).join(' ');
  const loader = `<script defer src="/after-paint.js" data-entry="${entry}" data-preload="${preload}"></script>`;
  return page
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace('</head>', `  ${loader}\n  </head>`);
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
}
