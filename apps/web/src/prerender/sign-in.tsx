import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { i18n, loadTexts } from '../i18n/index.ts';

/** The page the build writes ready-drawn: the first visit's screen. */
export const PRERENDERED_PATH = '/login';

/**
 * Draws the sign-in screen in English as the browser would on a first visit, for the build to write
 * into login.html: the form shows before any script has run, and the app then hydrates it.
 */
export async function renderSignIn(): Promise<{ html: string; title: string }> {
  await loadTexts('public');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${PRERENDERED_PATH}`));
  if (context instanceof Response) throw new Error(`${PRERENDERED_PATH} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <Providers>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  return { html, title: `${i18n.t('auth.login.title')} · ${i18n.t('common.appName')}` };
}
