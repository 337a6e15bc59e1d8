// Runs last in the page, before its first paint (build/prerender.ts writes the tag): draws the frame
// of a signed-in visit's dashboard, then starts the app's code once the first screen is on screen,
// so a phone shows that screen before it downloads and runs the code.
(() => {
  const { entry, preload, frameTexts } = document.currentScript.dataset;

  /**
   * A visit to the dashboard with a stored session sees the shell's frame and the page's heading at
   * once; the app draws the screen over it (main.tsx waits for the whole screen to draw it once).
   */
  const drawSignedInFrame = () => {
    if (!frameTexts || !['/', '/dashboard'].includes(location.pathname)) return;
    const store = [localStorage, sessionStorage].find((storage) => storage.getItem('token'));
    const user = JSON.parse(store?.getItem('user') ?? 'null');
    const texts = JSON.parse(frameTexts);
    const words = texts[user?.language] ?? texts[localStorage.getItem('language')] ?? texts.en;
    const title = words.titles[user?.userType];
    if (typeof title !== 'string') return;
    const element = (tag, className, ...children) => {
      const node = document.createElement(tag);
      node.className = className;
      node.append(...children);
      return node;
    };
    const heading = element('div', '', element('h1', 'h3 mb-1', title));
    if (typeof user.firstName === 'string' && user.firstName) {
      const welcome = words.welcome.replace('{{name}}', user.firstName);
      heading.append(element('p', 'text-body-secondary mb-0', welcome));
    }
    // The same boxes as the shell's (app/shell/app-shell.tsx), so the heading stays where it is drawn.
    const header = element(
      'div',
      'page-header d-flex flex-wrap align-items-start justify-content-between gap-3 mb-4',
      heading,
    );
    const content = element('main', 'app-content', header);
    const main = element(
      'div',
      'app-main',
      element('header', 'app-header'),
      element('div', 'app-body', content),
    );
    const root = document.getElementById('root');
    root.replaceChildren(element('div', 'app-shell', element('aside', 'app-sidebar'), main));
    root.dataset.frame = '';
    // The first formatter a page builds loads the browser's locale data, a long task: done here, it
    // overlaps the wait for the code instead of holding up the dashboard's first draw.
    new Intl.NumberFormat(user.language ?? 'en').format(0);
  };

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

  try {
    drawSignedInFrame();
  } catch {
    // Storage refused or a record it cannot read: the app draws the screen as it comes.
  }
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
