import { LANGUAGES, type Language, type UserType } from '@loadboard/contracts';
import { dashboardTitles } from '../features/dashboard/titles.ts';
import { i18n, loadTexts, setLanguage } from '../i18n/index.ts';

/** Where public/boot.js writes the user's first name. */
const NAME = '{{name}}';

/** What public/boot.js writes into the frame it draws for a signed-in visit to the dashboard. */
type FrameTexts = Record<Language, { welcome: string; titles: Record<UserType, string> }>;

/**
 * The dashboard's title and greeting in every language, for the build to hand to public/boot.js:
 * a signed-in visit then shows the page's heading before any of the app's code has come.
 */
export async function signedInFrameTexts(): Promise<FrameTexts> {
  const texts: Partial<FrameTexts> = {};
  for (const language of LANGUAGES) {
    await setLanguage(language);
    await loadTexts('app');
    const t = i18n.getFixedT(language);
    texts[language] = { welcome: t('dashboard.welcome', { name: NAME }), titles: dashboardTitles(t) };
  }
  await setLanguage('en');
  return texts as FrameTexts;
}
