/** Load requests: asking for a post at a rate, and the owner's decision; booking a post at once. */
export { exportAllRequestsForAdmin } from './admin-export.ts';
export { adminRequestPageOf, listAllRequestsForAdmin } from './admin-list.ts';
export { requestNotices } from './notices.ts';
export { requestRoutes } from './routes.ts';
