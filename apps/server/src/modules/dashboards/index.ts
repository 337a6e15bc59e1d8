/**
 * The dashboards and the admin's analytics: a read model joining the loads, requests, users and
 * billing tables (its own tallies beside them); it reads the loads module's views through its face.
 */
export { dashboardRoutes } from './routes.ts';
export { systemAnalytics, userLoadStats } from './system-analytics.ts';
export { newestPostsOf } from './user-posts.ts';
export { adminDashboardOf } from './view.ts';
