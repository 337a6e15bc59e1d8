// Runs in the head, before the first paint: sets Bootstrap's colour mode so no screen flashes light
// before the app's code comes. A signed-in visit takes the theme its user chose (lib/theme.ts keeps
// it here); SYSTEM, and every visit before sign-in, follow the device.
(() => {
  let chosen = null;
  try {
    const signedIn = [localStorage, sessionStorage].some((storage) => storage.getItem('token'));
    if (signedIn) chosen = localStorage.getItem('theme');
  } catch {
    // Storage refused: the device's setting.
  }
  const dark =
    chosen === 'DARK' || (chosen !== 'LIGHT' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-bs-theme', dark ? 'dark' : 'light');
})();
