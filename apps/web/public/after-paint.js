// Starts the app's code once the screen the build drew into the page has been painted, so a phone
// shows the sign-in form before it downloads and runs the code (build/prerender.ts writes the tag).
(() => {
  const { entry, preload } = document.currentScript.dataset;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href });
      link.crossOrigin = '';
      document.head.append(link);
    }
    const script = Object.assign(document.createElement('script'), { type: 'module', src: entry });
    script.crossOrigin = '';
    document.head.append(script);
  };
  // A hidden tab paints nothing: its code starts at once, or as soon as it is hidden.
  if (document.visibilityState === 'hidden') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    // The browser reports the first paint once it is on screen.
    new PerformanceObserver((paints, observer) => {
      if (paints.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
    // Should no paint be reported, the code comes all the same.
    setTimeout(start, 3000);
  } else requestAnimationFrame(() => setTimeout(start));
})();
