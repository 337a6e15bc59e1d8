import path from 'node:path';

/**
 * Saves the round trips of the many small files the first screens would otherwise come in.
 *
 * The first screens' code in a few files rather than dozens. Left to itself the bundler makes a
 * chunk of every set of screens that share a module, so the dashboard came in dozens of files; on a
 * phone's connection each costs a round trip, and only six go at a time. Here the modules only the
 * sign-in page needs make one chunk, those of the signed-in shell and the dashboard another, and
 * those both need a third. Every other screen is split as before, and loads these chunks where it
 * shares their modules (the shell's, it always needs).
 *
 * A screen's modules are followed through its static imports, but not into the contract package:
 * its index re-exports every rule (and zod), and the bundler places the few a screen uses.
 */

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: string[] } | null;
}

const CONTRACT = /[\\/]packages[\\/]contracts[\\/]/;

function reachable(graph: ModuleGraph, entries: string[]): Set<string> {
  const found = new Set<string>();
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (found.has(id) || CONTRACT.test(id)) continue;
    found.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** The code-splitting group of the first screens' chunks (vite.config.ts). */
export function screenChunks(srcDir: string) {
  const [main, login, appLayout, dashboard] = [
    'main.tsx',
    'app/routes/login.tsx',
    'app/routes/app-layout.tsx',
    'app/routes/dashboard.tsx',
  ].map((name) => path.join(srcDir, name)) as [string, string, string, string];
  // The screens' own modules stay the chunks their dynamic imports load (grouped, rolldown 1 can
  // lose a module's namespace export); the chunks here hold what they import.
  const screens = new Set([login, appLayout, dashboard]);
  let chunkOf: Map<string, string> | undefined;
  const name = (id: string, graph: ModuleGraph): string | null => {
    if (!chunkOf) {
      // What the app's start loads stays where the bundler puts it.
      const start = reachable(graph, [main]);
      const signIn = reachable(graph, [login]);
      const signedIn = reachable(graph, [appLayout, dashboard]);
      const grouped = (module: string) => !start.has(module) && !screens.has(module);
      chunkOf = new Map();
      for (const module of signIn) {
        if (grouped(module)) chunkOf.set(module, signedIn.has(module) ? 'shared' : 'sign-in');
      }
      for (const module of signedIn) {
        if (grouped(module) && !signIn.has(module)) chunkOf.set(module, 'signed-in');
      }
    }
    return chunkOf.get(id) ?? null;
  };
  // Every module these chunks import is in one of them or in the start's chunks, so none is pulled in.
  return { name, priority: 1, includeDependenciesRecursively: false };
}
