import { MESSAGES } from '@loadboard/contracts';
import { dashboardQuery, hasDashboard } from '../features/dashboard/query.ts';
import { nextTask } from '../lib/next-task.ts';
import { notifyError } from '../lib/notify.ts';
import { queryClient } from '../lib/query-client.ts';
import { getSession } from '../lib/session.ts';

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
