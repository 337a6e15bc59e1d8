import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import type { TextPack } from '../i18n/packs.ts';
import { registerNavigator } from '../lib/navigation.ts';
import { redirectIfSignedIn } from './guards.ts';
import { lazyRoute } from './lazy-route.ts';
import { enterSignedIn, prefetchDashboard } from './prefetch.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

/** The texts of the signed-out screens; every signed-in screen has the rest too (i18n/packs.ts). */
const PUBLIC: TextPack[] = ['public'];
const SIGNED_IN: TextPack[] = ['public', 'app'];

/** Every route of spec 2. Each screen is its own module, loaded on first visit (code split by route). */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: () => <PageLoader fullPage />,
    children: [
      // Public
      {
        path: 'login',
        loader: redirectIfSignedIn,
        lazy: lazyRoute(() => import('./routes/login.tsx'), PUBLIC),
      },
      {
        path: 'register',
        loader: redirectIfSignedIn,
        lazy: lazyRoute(() => import('./routes/register.tsx'), PUBLIC),
      },
      { path: 'forgot-password', lazy: lazyRoute(() => import('./routes/forgot-password.tsx'), PUBLIC) },
      { path: 'reset-password', lazy: lazyRoute(() => import('./routes/reset-password.tsx'), PUBLIC) },

      // Guarded, inside the page shell
      {
        id: 'app',
        loader: enterSignedIn,
        lazy: lazyRoute(() => import('./routes/app-layout.tsx'), SIGNED_IN),
        children: [
          { index: true, loader: prefetchDashboard, lazy: lazyRoute(() => import('./routes/dashboard.tsx')) },
          {
            path: 'dashboard',
            loader: prefetchDashboard,
            lazy: lazyRoute(() => import('./routes/dashboard.tsx')),
          },
          { path: 'post-loads', lazy: lazyRoute(() => import('./routes/post-loads.tsx')) },
          { path: 'search-loads', lazy: lazyRoute(() => import('./routes/search-loads.tsx')) },
          { path: 'view-requests/:loadId', lazy: lazyRoute(() => import('./routes/view-requests.tsx')) },
          { path: 'view-loads', lazy: lazyRoute(() => import('./routes/view-loads.tsx')) },
          { path: 'my-requests', lazy: lazyRoute(() => import('./routes/my-requests.tsx')) },
          { path: 'all-loads', lazy: lazyRoute(() => import('./routes/all-loads.tsx')) },
          { path: 'rates', lazy: lazyRoute(() => import('./routes/rates.tsx')) },
          { path: 'settings', lazy: lazyRoute(() => import('./routes/settings.tsx')) },
          { path: 'user-profile', lazy: lazyRoute(() => import('./routes/user-profile.tsx')) },
          { path: 'subscription', lazy: lazyRoute(() => import('./routes/subscription.tsx')) },
          { path: 'notifications', lazy: lazyRoute(() => import('./routes/notifications.tsx')) },
          {
            path: 'admin',
            lazy: lazyRoute(() => import('./routes/admin/admin-layout.tsx')),
            children: [
              { index: true, lazy: lazyRoute(() => import('./routes/admin/index.tsx')) },
              { path: 'users', lazy: lazyRoute(() => import('./routes/admin/users.tsx')) },
              { path: 'analytics', lazy: lazyRoute(() => import('./routes/admin/analytics.tsx')) },
              { path: 'activity-logs', lazy: lazyRoute(() => import('./routes/admin/activity-logs.tsx')) },
              { path: 'reports', lazy: lazyRoute(() => import('./routes/admin/reports.tsx')) },
              {
                path: 'loadboard-scraper',
                lazy: lazyRoute(() => import('./routes/admin/loadboard-scraper.tsx')),
              },
              { path: 'loads', lazy: lazyRoute(() => import('./routes/admin/loads.tsx')) },
              { path: 'requests', lazy: lazyRoute(() => import('./routes/admin/requests.tsx')) },
            ],
          },
        ],
      },

      // Anything else
      { path: '*', lazy: lazyRoute(() => import('./routes/not-found.tsx')) },
    ],
  },
];

/**
 * Builds the router and registers it as the app's navigator, so the API client's redirects
 * (401 → /login, subscription → /subscription) go through it. Tests pass createMemoryRouter.
 */
export function createAppRouter(
  create: (routes: RouteObject[]) => DataRouter = (r) => createBrowserRouter(r),
): DataRouter {
  const router = create(routes);
  registerNavigator({
    navigate: (to) => void router.navigate(to),
    pathname: () => router.state.location.pathname,
  });
  return router;
}
