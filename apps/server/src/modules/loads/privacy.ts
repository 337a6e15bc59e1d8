import type { LoadStatus } from '@loadboard/contracts';
import { eq, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { loads } from '../../db/schema/index.ts';
import type { AuthUser } from '../session/index.ts';

/**
 * Deal privacy (decisions.md, Loads), the one home of the rule: the agreed rate, the assigned
 * carrier and a post's requests belong to the deal's parties (the post's owner and its assigned
 * carrier) and to an admin. Everyone else sees the post as posted, and lists show them only ACTIVE
 * posts. The rule has two forms side by side, so they cannot drift: one for the fields of a view
 * (the projection, view.ts) and one for the WHERE of a list (queries.ts).
 */

/** Who is looking: the signed-in user as `app.authenticate` leaves it. */
export type Viewer = Pick<AuthUser, 'id' | 'userType'>;

export const isAdmin = (viewer: Viewer) => viewer.userType === 'SUPER_ADMIN';

/**
 * The viewer whose id and role are given (values, or a statement's placeholders of them) may see the
 * deal on the post of the row: an admin, the post's owner or its assigned carrier.
 */
export const dealSeenBy = (viewerId: number | Placeholder, viewerIsAdmin: boolean | Placeholder): SQL =>
  sql`(${viewerIsAdmin}::boolean OR ${loads.ownerId} = ${viewerId} OR ${loads.assignedCarrierId} = ${viewerId})`;

/**
 * Whether a list must be narrowed to what `viewer` may list (`listableTo`): not for an admin, who
 * lists every post, nor for a list of ACTIVE posts only, which anyone may list (an OR the planner
 * would otherwise have to answer from three indexes).
 */
export const privacyNarrows = (viewer: Viewer, status?: LoadStatus): boolean =>
  !isAdmin(viewer) && status !== 'ACTIVE';

/** The posts a viewer (by id, or a statement's placeholder of it) may list: ACTIVE ones, and those whose deal they see. */
export const listableTo = (viewerId: number | Placeholder): SQL =>
  or(eq(loads.status, 'ACTIVE'), eq(loads.ownerId, viewerId), eq(loads.assignedCarrierId, viewerId)) as SQL;

/** `listableTo` of one post already read: ACTIVE, or the viewer is an admin or party to its deal. */
export const mayList = (
  viewer: Viewer,
  load: { status: LoadStatus; ownerId: number; assignedCarrierId: number | null },
): boolean =>
  isAdmin(viewer) ||
  load.status === 'ACTIVE' ||
  load.ownerId === viewer.id ||
  load.assignedCarrierId === viewer.id;
