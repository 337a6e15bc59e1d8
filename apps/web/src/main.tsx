import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { type DataRouter, RouterProvider } from 'react-router';
import { config as zodConfig } from 'zod';
import { Providers } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { loadTexts, storedLanguage } from './i18n/index.ts';

// Zod otherwise probes `new Function` on its first parse, which the content security policy refuses
// and the browser reports as a policy violation; parsing in the browser needs no compiled parsers.
zodConfig({ jitless: true });

// The router starts downloading the first screen (its code and texts) as it is created: in a task
// of its own, after the modules' evaluation, so that neither holds the page for long.
setTimeout(() => {
  const router = createAppRouter();
  // Meanwhile the common texts of the user's language come, so even the loader speaks it (should
  // they fail, English's stand in); then the page is drawn.
  void loadTexts()
    .catch(() => undefined)
    .then(() => draw(router));
});

async function draw(router: DataRouter) {
  const root = document.getElementById('root');
  if (!root) return;
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // A transition lets React yield while it draws, so the first screen never blocks a tap for long.
  if (await canHydrate(root, router)) {
    startTransition(() => void hydrateRoot(root, app));
    return;
  }
  // Over the frame public/boot.js drew, the screen is drawn once it is whole, not a loader first.
  if (root.dataset.frame !== undefined) await initialized(router);
  startTransition(() => createRoot(root).render(app));
}

/**
 * The build drew the English sign-in screen into login.html (build/prerender.ts): React takes it over
 * as it is when this visit shows that same screen in English, once its code has come.
 */
async function canHydrate(container: HTMLElement, appRouter: DataRouter): Promise<boolean> {
  const drawn = container.dataset.prerendered;
  if (!drawn || storedLanguage() !== 'en') return false;
  await initialized(appRouter);
  return appRouter.state.location.pathname === drawn && appRouter.state.errors === null;
}

function initialized(appRouter: DataRouter): Promise<void> {
  if (appRouter.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = appRouter.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
