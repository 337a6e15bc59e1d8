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
  ],
} as const satisfies Record<string, readonly TextGroup[]>;

export type TextPack = keyof typeof TEXT_PACKS;

/** The file of a group: `userTypes` is `user-types.ts`. */
export const groupFile = (group: TextGroup) =>
  group.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
