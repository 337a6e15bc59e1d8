import { LANGUAGES, type Language } from '@loadboard/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { common } from './en/common.ts';
import { errors } from './en/errors.ts';
import type { en } from './en/index.ts';
import { messages } from './en/messages.ts';
import { groupFile, TEXT_PACKS, type TextGroup, type TextPack } from './packs.ts';

/**
 * The last language used in this browser, kept in localStorage under this key: the public screens
 * (sign-in) open in it. Once signed in, the user's profile decides (lib/session.ts).
 */
export const LANGUAGE_KEY = 'language';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_KEY);
    if (isLanguage(value)) return value;
  } catch {
    // storage unavailable: English
  }
  return 'en';
}

// Every text file but the English ones bundled above; the build puts each pack's in one file.
const textFiles = import.meta.glob<Record<string, object>>([
  './*/*.ts',
  '!./*/index.ts',
  '!./en/common.ts',
  '!./en/errors.ts',
  '!./en/messages.ts',
]);

/** The language the interface shows, or is about to once its texts are in. */
let target: Language = storedLanguage();
/** The packs the screens opened so far need; a change of language loads them in the new one. */
const wanted = new Set<TextPack>(['start']);
const downloads = new Map<string, Promise<void>>();
let switching: Promise<unknown> | null = null;

function hasGroup(language: Language, group: TextGroup): boolean {
  return i18n.getResource(language, 'translation', group) !== undefined;
}

function loadGroup(language: Language, group: TextGroup): Promise<void> {
  const path = `./${language}/${groupFile(group)}.ts`;
  let download = downloads.get(path);
  if (!download) {
    const load = textFiles[path];
    if (!load) return Promise.reject(new Error(`No texts at ${path}`));
    download = load().then((module) => {
      i18n.addResourceBundle(language, 'translation', { [group]: module[group] }, true, true);
    });
    // A failed download is tried again by the next screen that needs it.
    download.catch(() => downloads.delete(path));
    downloads.set(path, download);
  }
  return download;
}

function missingGroups(language: Language): TextGroup[] {
  return [...wanted].flatMap((pack) => TEXT_PACKS[pack]).filter((group) => !hasGroup(language, group));
}

/**
 * Shows `language` once every wanted pack is in it: at once when nothing is missing (as a change of
 * language always was), else after the downloads, and then only if no later choice came meanwhile.
 */
function show(language: Language): Promise<unknown> {
  const missing = missingGroups(language);
  if (missing.length === 0) {
    return language === i18n.language ? Promise.resolve() : i18n.changeLanguage(language);
  }
  const shown = Promise.all(missing.map((group) => loadGroup(language, group))).then(() =>
    // Switching, even to the language already set, redraws what was drawn before its texts came.
    language === target ? i18n.changeLanguage(language) : undefined,
  );
  switching = shown;
  const settled = () => {
    if (switching === shown) switching = null;
  };
  shown.then(settled, settled);
  return shown;
}

/**
 * The switch to a language whose texts are still downloading (at sign-in, to the user's), or null:
 * what is said meanwhile (a toast) waits for it, so it is said in that language.
 */
export function languageSwitch(): Promise<unknown> | null {
  return switching;
}

/** Loads the packs a screen needs, in the interface's language, before it shows. */
export function loadTexts(...packs: TextPack[]): Promise<unknown> {
  for (const pack of packs) wanted.add(pack);
  return show(target);
}

export function setLanguage(language: Language): Promise<unknown> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, language);
  } catch {
    // the choice then lasts for this page only
  }
  target = language;
  return show(language);
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', syncDocumentLanguage);

void i18n.use(initReactI18next).init({
  // English's start texts stand in for any text not (yet) downloaded, e.g. on the error screen.
  resources: { en: { translation: { common, errors, messages } } },
  lng: target,
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

export { i18n };
