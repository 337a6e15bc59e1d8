import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

const ENTRY = 'src/prerender/index.ts';
/** Marks the container whose content the build drew; main.tsx hydrates it rather than draw anew. */
const PRERENDERED_ATTRIBUTE = 'data-prerendered';

interface PrerenderModule {
  PRERENDERED_PATH: string;
  renderSignIn(): Promise<{ html: string; title: string }>;
  signedInFrameTexts(): Promise<unknown>;
}

/**
 * Saves the first visit's wait for the app's code: writes login.html, the built index.html with the
 * sign-in screen already drawn in it (rendered once here by React DOM's server renderer), which the
 * server sends for /login, and gives index.html the dashboard's words for the frame public/boot.js
 * draws for a signed-in visit. On both pages the code starts after the first screen is painted.
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
          const entry = path.join(ssrDir, `${path.basename(ENTRY, '.ts')}.mjs`);
          const module = (await import(pathToFileURL(entry).href)) as PrerenderModule;
          const { html, title } = await module.renderSignIn();
          const indexFile = path.join(outDir, 'index.html');
          const index = await readFile(indexFile, 'utf8');
          const page = index
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`)
            .replace(
              /<div id="root">[\s\S]*<\/div>(\s*<\/body>)/,
              `<div id="root" ${PRERENDERED_ATTRIBUTE}="${module.PRERENDERED_PATH}">${html}</div>$1`,
            );
          if (page === index) throw new Error('index.html has no #root to draw the sign-in screen into');
          await writeFile(path.join(outDir, 'login.html'), startAfterPaint(page));
          const frameTexts = JSON.stringify(await module.signedInFrameTexts());
          await writeFile(
            indexFile,
            startAfterPaint(index, ` data-frame-texts="${escapeAttribute(frameTexts)}"`),
          );
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
 * Hands the app's code to public/boot.js, which starts it once the page's first screen is painted:
 * otherwise a browser that gets the code quickly runs it first, and the screen shows only after it.
 * The script stands last in the body, so it runs before that paint, with the page's content in place.
 */
function startAfterPaint(page: string, attributes = ''): string {
  const entry = ENTRY_SCRIPT.exec(page)?.[1];
  if (!entry) throw new Error('index.html has no module script for the app');
  const preload = [...page.matchAll(MODULE_PRELOAD)].map((match) => match[1]).join(' ');
  const boot = `<script src="/boot.js" data-entry="${entry}" data-preload="${preload}"${attributes}></script>`;
  return page
    .replace(MODULE_PRELOAD, '')
    .replace(ENTRY_SCRIPT, '')
    .replace(/(\s*)<\/body>/, `$1  ${boot}$1</body>`);
}

function escapeText(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replaceAll('"', '&quot;');
}
