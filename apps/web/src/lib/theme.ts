import { THEMES, type Theme } from '@loadboard/contracts';

/**
 * The colour theme (decisions-made.md "Dark theme"): Bootstrap's `data-bs-theme` on <html>. A
 * signed-in user's choice comes with their profile; SYSTEM, and every screen before sign-in, follow
 * the device's setting, live. The choice is mirrored in localStorage so that public/theme.js sets
 * it before the first paint of the next page.
 */

export const THEME_KEY = 'theme';
export const DEFAULT_THEME: Theme = 'SYSTEM';

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (THEMES as readonly string[]).includes(value);
}

const deviceScheme = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
let current: Theme = DEFAULT_THEME;

function paint() {
  const dark = current === 'DARK' || (current === 'SYSTEM' && deviceScheme?.matches === true);
  // Written out whole (not through `dataset`): the build keeps Bootstrap's dark rules only when the
  // attribute's name appears in the source (build/purge-bootstrap.ts).
  globalThis.document?.documentElement.setAttribute('data-bs-theme', dark ? 'dark' : 'light');
}

/** Storage can refuse (privacy settings): the theme still applies, only the next first paint may differ. */
function mirror(theme: Theme | null) {
  try {
    if (theme) localStorage.setItem(THEME_KEY, theme);
    else localStorage.removeItem(THEME_KEY);
  } catch {
    // Nothing to keep it in.
  }
}

/** Applies the signed-in user's theme, and keeps it for the next page's first paint. */
export function setTheme(theme: Theme): void {
  current = theme;
  mirror(theme);
  paint();
}

/** Signed out: the device's setting, and no choice kept for the screens before the next sign-in. */
export function forgetTheme(): void {
  current = DEFAULT_THEME;
  mirror(null);
  paint();
}

// The device may have changed since public/theme.js ran (the code starts after the first paint); a
// signed-in user's own theme replaces this at once, when the session is read.
paint();
deviceScheme?.addEventListener('change', () => {
  if (current === 'SYSTEM') paint();
});
