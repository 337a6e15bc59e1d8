import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * Saves the round trip and start-up a first visit would wait before fetching its screen's code.
 *
 * Left alone, a first visit downloads the app's code, runs it, and only then asks for the screen's
 * code and texts: a round trip and the app's start-up spent waiting. A small script index.html loads
 * first (the server's policy allows no inline script) starts those downloads while the app's own
 * are under way. It knows the two screens people land on: the dashboard, for a browser holding a
 * session (kept as lib/session.ts keeps it), and the sign-in page, where the router sends everyone
 * else (but the registration and password screens, reached by their own links).
 */

const SCRIPT_NAME = 'first-screen';

/** The chunk a module's dynamic import loads: its own facade, or the chunk it was grouped into. */
function chunkOf(bundle: Record<string, { type: string }>, moduleId: string): OutputChunk | undefined {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  return (
    chunks.find((chunk) => chunk.facadeModuleId === moduleId) ??
    chunks.find((chunk) => chunk.moduleIds.includes(moduleId))
  );
}

/** A chunk and every chunk it imports, as the server's paths. */
function withImports(bundle: Record<string, unknown>, chunk: OutputChunk | undefined): Set<string> {
  const files = new Set<string>();
  const queue = chunk ? [chunk.fileName] : [];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    queue.push(...((bundle[file] as OutputChunk | undefined)?.imports ?? []));
  }
  return files;
}

function script(files: Record<string, string[]>, texts: Record<string, string>): string {
  return `(() => {
  const files = ${JSON.stringify(files)};
  const texts = ${JSON.stringify(texts)};
  const stored = (key) => {
    try {
      return localStorage.getItem(key) ?? sessionStorage.getItem(key);
    } catch {
      return null;
    }
  };
  let language = stored('language') ?? 'en';
  try {
    language = JSON.parse(stored('user')).language ?? language;
  } catch {}
  const signedIn = stored('token') !== null;
  const path = location.pathname.replace(/\\/+$/, '') || '/';
  const wanted = signedIn
    ? [...files.shell, ...(path === '/' || path === '/dashboard' ? files.dashboard : [])]
    : /^\\/(register|forgot-password|reset-password)$/.test(path) ? [] : files.signIn;
  const packs = signedIn ? ['start', 'public', 'app'] : ['start', 'public'];
  for (const pack of packs) if (texts[language + '-' + pack]) wanted.push(texts[language + '-' + pack]);
  for (const file of new Set(wanted)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = '/' + file;
    document.head.append(link);
  }
})();
`;
}

export function firstScreenPreload(srcDir: string): Plugin {
  return {
    name: 'loadboard:first-screen-preload',
    apply: 'build',
    generateBundle: {
      // After index.html is written into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (html?.type !== 'asset') return;
        const screen = (route: string) =>
          withImports(bundle, chunkOf(bundle, path.join(srcDir, 'app/routes', route)));
        // What index.html already loads is left out.
        const entry = Object.values(bundle).find(
          (file): file is OutputChunk => file.type === 'chunk' && file.isEntry,
        );
        const loaded = withImports(bundle, entry);
        const list = (...sets: Set<string>[]) =>
          [...new Set(sets.flatMap((set) => [...set]))].filter((file) => !loaded.has(file));
        const files = {
          signIn: list(screen('login.tsx')),
          shell: list(screen('app-layout.tsx')),
          dashboard: list(screen('dashboard.tsx')),
        };
        const texts = Object.fromEntries(
          Object.values(bundle).flatMap((file) =>
            file.type === 'chunk' && file.name.startsWith('texts-') && !loaded.has(file.fileName)
              ? [[file.name.slice('texts-'.length), file.fileName]]
              : [],
          ),
        );
        const fileName = this.getFileName(
          this.emitFile({ type: 'asset', name: `${SCRIPT_NAME}.js`, source: script(files, texts) }),
        );
        html.source = String(html.source).replace(
          '<script type="module"',
          `<script type="module" crossorigin src="/${fileName}"></script>\n    <script type="module"`,
        );
      },
    },
  };
}
