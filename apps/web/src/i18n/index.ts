import { LANGUAGES, type Language } from '@loadboard/contracts';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en/index.ts';
import { es } from './es/index.ts';
import { fr } from './fr/index.ts';

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

export function setLanguage(language: Language): Promise<unknown> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, language);
  } catch {
    // the choice then lasts for this page only
  }
  return i18n.changeLanguage(language);
}

function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

i18n.on('languageChanged', syncDocumentLanguage);

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, es: { translation: es }, fr: { translation: fr } },
  lng: storedLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

export { i18n };
