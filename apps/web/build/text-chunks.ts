import { groupFile, TEXT_PACKS, type TextPack } from '../src/i18n/packs.ts';

const TEXT_FILE = /[\\/]src[\\/]i18n[\\/](\w+)[\\/]([\w-]+)\.ts$/;
/** A language's words the server writes too (contracts' words/<language>.ts). */
const WORDS_FILE = /[\\/]contracts[\\/]src[\\/]words[\\/](en|es|fr)\.ts$/;
/** What every language's texts build from those words: with English's, which ships with the app. */
const SHARED_TEXT_FILE = /[\\/]src[\\/]i18n[\\/]load-names\.ts$/;

const packOfFile = new Map<string, TextPack>(
  Object.entries(TEXT_PACKS).flatMap(([pack, groups]) =>
    groups.map((group) => [groupFile(group), pack as TextPack] as const),
  ),
);

/**
 * Saves the requests of loading a language's texts one group file at a time.
 *
 * The code-splitting groups of the texts (vite.config.ts): one chunk per language and pack
 * (i18n/packs.ts), so a screen downloads each pack it needs as one file rather than one per group.
 */
export function textChunks() {
  const name = (id: string): string | null => {
    const [, language, file] = TEXT_FILE.exec(id) ?? [];
    const pack = file ? packOfFile.get(file) : undefined;
    return language && pack ? `texts-${language}-${pack}` : null;
  };
  // A file of their own, placed first: the start and app packs both use them, and the app pack would
  // otherwise take them in, so that the sign-in page would download it.
  const words = (id: string): string | null => {
    const [, language] = WORDS_FILE.exec(id) ?? (SHARED_TEXT_FILE.test(id) ? [id, 'en'] : []);
    return language ? `texts-${language}-words` : null;
  };
  return [
    { name: words, priority: 3 },
    { name, priority: 2 },
  ];
}
