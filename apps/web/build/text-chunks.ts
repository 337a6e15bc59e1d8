import { groupFile, TEXT_PACKS, type TextPack } from '../src/i18n/packs.ts';

const TEXT_FILE = /[\\/]src[\\/]i18n[\\/](\w+)[\\/]([\w-]+)\.ts$/;

const packOfFile = new Map<string, TextPack>(
  Object.entries(TEXT_PACKS).flatMap(([pack, groups]) =>
    groups.map((group) => [groupFile(group), pack as TextPack] as const),
  ),
);

/**
 * Saves the requests of loading a language's texts one group file at a time.
 *
 * The code-splitting group of the texts (vite.config.ts): one chunk per language and pack
 * (i18n/packs.ts), so a screen downloads each pack it needs as one file rather than one per group.
 */
export function textChunks() {
  const name = (id: string): string | null => {
    const [, language, file] = TEXT_FILE.exec(id) ?? [];
    const pack = file ? packOfFile.get(file) : undefined;
    return language && pack ? `texts-${language}-${pack}` : null;
  };
  return { name, priority: 2 };
}
