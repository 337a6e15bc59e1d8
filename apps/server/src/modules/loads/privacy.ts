import type { LoadStatus } from '@loadboard/contracts';
import { eq, or, type SQL } from 'drizzle-orm';
import { loads } from '../../db/schema/index.ts';
import type { AuthUser } from '../../plugins/auth.ts';

/**
 * Deal privacy (decisions.md, Loads), the one home of the rule: the agreed rate, the assigned
 * carrier and a post's requests belong to the deal's parties (the post's owner and its assigned
 * carrier) and to an admin. Everyone else sees the post as posted, and lists show them only ACTIVE
 * posts. The rule has two forms side by side, so they cannot drift: one for a row already read (the
 * projection, view.ts) and one for the WHERE of a list (queries.ts).
 */

/** Who is looking: the signed-in user as `app.authenticate` leaves it. */
export type Viewer = Pick<AuthUser, 'id' | 'userType'>;

export const isAdmin = (viewer: Viewer) => viewer.userType === 'SUPER_ADMIN';

/** `viewer` may see the deal on this post. */
export const seesDeal = (
  viewer: Viewer,
  load: Pick<typeof loads.$inferSelect, 'ownerId' | 'assignedCarrierId'>,
): boolean => isAdmin(viewer) || load.ownerId === viewer.id || load.assignedCarrierId === viewer.id;

/**
 * The posts `viewer` may list: ACTIVE posts, and those whose deal they see. Undefined when there is
 * nothing to narrow: for an admin, who lists every post, and for a list of ACTIVE posts only, which
 * anyone may list (an OR the planner would otherwise have to answer from three indexes).
 */
export const listableBy = (viewer: Viewer, status?: LoadStatus): SQL | undefined =>
  isAdmin(viewer) || status === 'ACTIVE'
    ? undefined
    : or(eq(loads.status, 'ACTIVE'), eq(loads.ownerId, viewer.id), eq(loads.assignedCarrierId, viewer.id));
