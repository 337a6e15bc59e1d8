import type { Translation } from './en/index.ts';

/** A group of texts: one file of each language (`auth`, `loads`, …). */
export type TextGroup = keyof Translation;

/**
 * The texts load by pack, in the user's language only, as the screens that use them open: `start`
 * before the first screen (English's ships with the app), `public` with the signed-out screens,
 * `app` with the signed-in shell (which also loads `public`). The build puts each language's pack in
 * one file (build/text-chunks.ts).
 */
export const TEXT_PACKS = {
  start: ['common', 'errors', 'messages'],
  public: ['auth', 'userTypes'],
  app: [
    'shell',
    'nav',
    'dashboard',
    'pages',
    'pagination',
    'loads',
    'map',
    'requests',
    'notifications',
    'settings',
    'profile',
    'billing',
    'contacts',
    'adminUsers',
    'adminAnalytics',
    'adminLogs',
    'adminLists',
    'loadboards',
    'rates',
    'companies',
    'adminReports',
  ],
} as const satisfies Record<string, readonly TextGroup[]>;

export type TextPack = keyof typeof TEXT_PACKS;

/** The file of a group: `userTypes` is `user-types.ts`. */
export const groupFile = (group: TextGroup) =>
  group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * A language's texts from its group files, as its folder's `import.meta.glob` finds them (eagerly,
 * its index left out), so the list of groups is written once, in en/index.ts and TEXT_PACKS.
 */
export function textsOf(files: Record<string, Record<string, unknown>>): Translation {
  const texts: Record<string, unknown> = Object.assign({}, ...Object.values(files));
  for (const group of Object.values(TEXT_PACKS).flat()) {
    if (!(group in texts)) throw new Error(`No texts for the group ${group}`);
  }
  return texts as Translation;
}
