/** Load requests: asking for a post at a rate, and the owner's decision. */
export { adminRequestPageOf, listAllRequestsForAdmin } from './admin-list.ts';
export { requestNotices } from './notices.ts';
export { requestRoutes } from './routes.ts';
