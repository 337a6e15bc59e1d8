import { MESSAGES } from '@loadboard/contracts';
import { dashboardQuery, hasDashboard } from '../features/dashboard/query.ts';
import { notifyError } from '../lib/notify.ts';
import { queryClient } from '../lib/query-client.ts';
import { getSession } from '../lib/session.ts';

/**
 * The dashboard's route asks for its answer as it is entered, so the answer comes while the shell's
 * and the dashboard's code download rather than after. The screen reads it from the query cache.
 */
export function prefetchDashboard() {
  const { user } = getSession();
  if (user && hasDashboard(user.userType)) {
    queryClient.fetchQuery(dashboardQuery(user.userType)).catch((error: unknown) => {
      // A session the server refused sends the user to sign in before any screen could say why.
      if (!getSession().token) notifyError(error, MESSAGES.unauthorized);
    });
  }
  return null;
}
