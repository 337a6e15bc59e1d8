import { MESSAGES } from '@loadboard/contracts';
import { needsSubscription, subscriptionQuery } from '../features/billing/api.ts';
import { dashboardQuery, hasDashboard } from '../features/dashboard/query.ts';
import { unreadCountQuery } from '../features/notifications/unread-count-query.ts';
import { nextTask } from '../lib/next-task.ts';
import { notifyError } from '../lib/notify.ts';
import { queryClient } from '../lib/query-client.ts';
import { getSession } from '../lib/session.ts';
import { requireSession } from './guards.ts';

/**
 * Entering a signed-in screen asks for the shell's own answers (the bell's count, the trial notice's
 * subscription) beside its code, so the shell draws with them once rather than again as each lands.
 */
export function enterSignedIn() {
  const signIn = requireSession();
  if (!signIn) void nextTask().then(prefetchShell);
  return signIn;
}

function prefetchShell() {
  const { user } = getSession();
  void queryClient.prefetchQuery(unreadCountQuery);
  if (needsSubscription(user?.userType)) void queryClient.prefetchQuery(subscriptionQuery);
}

/**
 * The dashboard's route asks for its answer as it is entered, so the answer comes while the shell's
 * and the dashboard's code download rather than after. Without an answer in the cache the route
 * waits for it: the screen is then drawn once, with its figures, in the router's transition (React
 * yields to the browser as it draws) rather than drawn empty and drawn again all at once when the
 * answer lands. With one, the answer is renewed behind the screen. The screen reads the cache.
 */
export async function prefetchDashboard() {
  // The request starts in a task of its own, not in the router's first.
  await nextTask();
  const { user } = getSession();
  if (!user || !hasDashboard(user.userType)) return null;
  const query = dashboardQuery(user.userType);
  // Not behind a request already on its way (the screen retrying a failed one, say): that may wait long.
  const waits =
    queryClient.getQueryData(query.queryKey) === undefined &&
    queryClient.isFetching({ queryKey: query.queryKey }) === 0;
  // A failed answer is not asked again here: the screen then draws at once and retries it itself.
  const fetched = queryClient.fetchQuery({ ...query, retry: false }).catch((error: unknown) => {
    // A session the server refused sends the user to sign in before any screen could say why.
    if (!getSession().token) notifyError(error, MESSAGES.unauthorized);
  });
  if (waits) await fetched;
  return null;
}
