import { configure } from '@testing-library/dom';
import { en } from '../i18n/en/index.ts';
import { es } from '../i18n/es/index.ts';
import { fr } from '../i18n/fr/index.ts';
import { i18n } from '../i18n/index.ts';

// Screens load lazily (a route's chunk is transformed on first use); on a busy two-core machine that
// can take longer than Testing Library's one-second default for findBy queries.
configure({ asyncUtilTimeout: 5000 });

// The app downloads its texts by pack as screens open (i18n/packs.ts); tests render any component
// alone, in any language, so every text is in from the start.
for (const [language, texts] of Object.entries({ en, es, fr })) {
  i18n.addResourceBundle(language, 'translation', texts, true, true);
}

// happy-dom lays nothing out (every element is 0 wide) and its resize observer never reports, so
// the window is made as wide as its elements: a list's first guess then matches its measure.
if (typeof window !== 'undefined') {
  (window as unknown as { happyDOM: { setViewport(size: { width: number }): void } }).happyDOM.setViewport({
    width: 0,
  });
}
