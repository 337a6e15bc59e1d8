import {
  LOAD_TYPES,
  type LoadStatus,
  type LoadType,
  REQUESTABLE_LOAD_TYPES,
  USER_TYPES,
  type UserType,
} from '@loadboard/contracts';

/**
 * Who may request a post (decisions.md, "Who may do what"): the one place the web app decides
 * whether to offer the Submit Request form. The server enforces the same rule.
 */

export type RequestBlock = 'signed-out' | 'own' | 'type' | 'status';

interface Requester {
  id?: number | null;
  userType?: string | null;
}

interface RequestablePost {
  type: LoadType;
  status: LoadStatus;
  user: { id: number };
}

function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** The post types a user type may request. */
export function requestableTypes(userType: string | null | undefined): readonly LoadType[] {
  return isUserType(userType) ? REQUESTABLE_LOAD_TYPES[userType] : [];
}

/** Why `user` may not request `post`, or null when they may. */
export function requestBlock(user: Requester | null | undefined, post: RequestablePost): RequestBlock | null {
  if (!user || !isUserType(user.userType)) return 'signed-out';
  if (user.id !== undefined && user.id !== null && user.id === post.user.id) return 'own';
  if (!requestableTypes(user.userType).includes(post.type)) return 'type';
  if (post.status !== 'ACTIVE') return 'status';
  return null;
}

export function canRequestLoad(user: Requester | null | undefined, post: RequestablePost): boolean {
  return requestBlock(user, post) === null;
}

/** The post type a user posts (spec 4); a SUPER_ADMIN chooses, so null. */
export function ownPostType(userType: string | null | undefined): LoadType | null {
  switch (userType) {
    case 'BROKER':
      return 'RFP';
    case 'RFP_CARRIER':
      return 'RFD';
    case 'RFD_CARRIER':
      return 'TRUCK';
    default:
      return null;
  }
}

export function isLoadType(value: unknown): value is LoadType {
  return typeof value === 'string' && (LOAD_TYPES as readonly string[]).includes(value);
}
