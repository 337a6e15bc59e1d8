/**
 * Import rules the linter cannot see (`npm run lint` runs both). Biome keeps each server module to
 * the other modules' index.ts; this keeps the server's imports free of cycles, which, with one face
 * per module, also means no two modules depend on each other, directly or around a ring.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment:
        'A cycle of imports. Between modules: move what both need to a module both may use (session is one), or let one learn of the other through an event (loads publishes newPosts; alerts listens).',
      from: {},
      // A lazy import (db/client.ts loads PGlite only when asked) runs nothing at load time.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'apps/server/tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
  },
};
