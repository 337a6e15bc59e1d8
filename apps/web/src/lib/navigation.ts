/**
 * The one way non-React code (the API client) moves the user to another screen. The router registers
 * itself at start-up; without a registered navigator (a plain page, a test) it falls back to
 * `window.location`.
 */
export interface AppNavigator {
  navigate(to: string): void;
  /** The pathname of the screen currently shown. */
  pathname(): string;
}

let registered: AppNavigator | null = null;

/** Registers the navigator; returns a function that removes it again. */
export function registerNavigator(navigator: AppNavigator): () => void {
  registered = navigator;
  return () => {
    if (registered === navigator) registered = null;
  };
}

export function navigateTo(to: string): void {
  if (registered) registered.navigate(to);
  else if (typeof window !== 'undefined') window.location.assign(to);
}

export function currentPath(): string {
  if (registered) return registered.pathname();
  return typeof window !== 'undefined' ? window.location.pathname : '/';
}

/** True when the current screen is `path` (a trailing slash does not count). */
export function isCurrentPath(path: string): boolean {
  const current = currentPath().replace(/\/+$/, '') || '/';
  return current === path;
}
