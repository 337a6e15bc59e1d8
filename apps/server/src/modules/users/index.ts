/** Accounts: the user rows, profiles and photos, and the admin's account actions. */
export { CREATE_ADMIN_USAGE, createSuperAdmin, parseCreateAdminArgs } from './admin-account.ts';
export {
  exportUsersForAdmin,
  listUsersForAdmin,
  setUserStatus,
  setUserStatusIn,
  userForAdmin,
} from './admin-users.ts';
export {
  bumpTokenVersion,
  findUserByEmail,
  findUserById,
  type UserRow,
  updateLastLogin,
  updatePasswordHash,
} from './queries.ts';
export { signedInProfile, userRoutes } from './routes.ts';
export { createUser, getUserProfile, profileOf } from './service.ts';
