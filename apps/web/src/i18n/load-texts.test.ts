import { afterEach, describe, expect, it } from 'vitest';
import { es } from './es/index.ts';
import { fr } from './fr/index.ts';
import { i18n, loadTexts, setLanguage } from './index.ts';

// The test setup loads every text; these tests take a language's away to see it downloaded.
afterEach(async () => {
  i18n.addResourceBundle('fr', 'translation', fr, true, true);
  i18n.addResourceBundle('es', 'translation', es, true, true);
  await setLanguage('en');
});

describe('texts downloaded by pack', () => {
  it('a language shows once the packs the open screens need are in it', async () => {
    await loadTexts('public');
    i18n.removeResourceBundle('fr', 'translation');
    const switching = setLanguage('fr');
    expect(i18n.language).toBe('en');
    await switching;
    expect(i18n.language).toBe('fr');
    expect(i18n.t('auth.login.title')).toBe(fr.auth.login.title);
    expect(i18n.t('common.loading')).toBe(fr.common.loading);
  });

  it('a language already in switches at once', () => {
    void setLanguage('es');
    expect(i18n.language).toBe('es');
  });

  it('a later choice wins over one still downloading', async () => {
    i18n.removeResourceBundle('fr', 'translation');
    const french = setLanguage('fr');
    await setLanguage('es');
    await french;
    expect(i18n.language).toBe('es');
  });

  it('a screen opened meanwhile gets its texts in the language being switched to', async () => {
    i18n.removeResourceBundle('fr', 'translation');
    const switching = setLanguage('fr');
    await loadTexts('app');
    await switching;
    expect(i18n.t('dashboard.broker.title')).toBe(fr.dashboard.broker.title);
  });
});
