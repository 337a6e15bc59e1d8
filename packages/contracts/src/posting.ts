import { USER_TYPES, type UserType } from './enums.ts';
import { freightPostBody, LOAD_TYPES, type LoadStatus, type LoadType, truckPostBody } from './loads.ts';

/**
 * Who posts what and who may request what (spec 4, decisions.md "Who may do what"): the one home of
 * these rules. The server enforces them; the web app reads them to choose a form or offer a button.
 */

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

export function isLoadType(value: unknown): value is LoadType {
  return typeof value === 'string' && (LOAD_TYPES as readonly string[]).includes(value);
}

/** The post type each user type makes (spec 4); a SUPER_ADMIN picks one ('Post As'). */
export const POST_TYPE_BY_USER_TYPE: Record<Exclude<UserType, 'SUPER_ADMIN'>, LoadType> = {
  BROKER: 'RFP',
  RFP_CARRIER: 'RFD',
  RFD_CARRIER: 'TRUCK',
};

/** The post type a user makes, or null for a SUPER_ADMIN (who chooses) and an unknown type. */
export function ownPostType(userType: string | null | undefined): LoadType | null {
  if (!isUserType(userType) || userType === 'SUPER_ADMIN') return null;
  return POST_TYPE_BY_USER_TYPE[userType];
}

/** The form schema of a post type: freight (RFP, RFD) or truck space. */
export const postSchemaFor = (type: LoadType) => (type === 'TRUCK' ? truckPostBody : freightPostBody);

/** Which post types each user type may request (decisions.md, Who may do what). */
export const REQUESTABLE_LOAD_TYPES: Record<UserType, readonly LoadType[]> = {
  BROKER: ['TRUCK'],
  RFP_CARRIER: ['RFP', 'TRUCK'],
  RFD_CARRIER: ['RFP', 'RFD'],
  SUPER_ADMIN: ['RFP', 'RFD', 'TRUCK'],
};

/** The post types a user type may request. */
export function requestableTypes(userType: string | null | undefined): readonly LoadType[] {
  return isUserType(userType) ? REQUESTABLE_LOAD_TYPES[userType] : [];
}

/** Why a user may not request a post, checked in this order; null when they may. */
export type RequestBlock = 'signed-out' | 'own' | 'type' | 'status';

interface Requester {
  id?: number | null;
  userType?: string | null;
}

interface RequestablePost {
  type: LoadType;
  status: LoadStatus;
  ownerId: number;
}

/** Why `user` may not request `post`, or null when they may (a pending request of theirs aside). */
export function requestBlock(user: Requester | null | undefined, post: RequestablePost): RequestBlock | null {
  if (!user || !isUserType(user.userType)) return 'signed-out';
  if (user.id !== undefined && user.id !== null && user.id === post.ownerId) return 'own';
  if (!requestableTypes(user.userType).includes(post.type)) return 'type';
  if (post.status !== 'ACTIVE') return 'status';
  return null;
}
