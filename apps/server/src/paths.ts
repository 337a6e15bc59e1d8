import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, so `data/` and the built web app are found whatever the working directory.
 * This file runs from apps/server/src, or bundled into apps/server/dist (build.ts): the same depth.
 */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The built web app; WEB_DIST_DIR points a server at another build (two checkouts' test runs side by side). */
export const WEB_DIST_DIR = process.env.WEB_DIST_DIR ?? path.join(REPO_ROOT, 'apps/web/dist');
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/server/src/db/migrations');
/** Files the server reads at run time stay in src, where the compiled server finds them too. */
export const COMMON_PASSWORDS_FILE = path.join(REPO_ROOT, 'apps/server/src/lib/common-passwords.txt');
