// Starts the app's code once the screen the build drew into the page has been painted, so a phone
// shows the sign-in form before it downloads and runs the code (build/prerender.ts writes the tag).
(() => {
  const { entry, preload } = document.currentScript.dataset;
  const start = () => {
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      link.crossOrigin = '';
      document.head.append(link);
    }
    const script = Object.assign(document.createElement('script'), { type: 'module', src: entry });
    script.crossOrigin = '';
    document.head.append(script);
  };
  // A hidden tab paints nothing: its code starts at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start));
})();
