/** Members' reports of posts, and the admin's queue and review of them (its routes in the admin module). */
export { reportRoutes } from './routes.ts';
export { reportQueue, reviewReports } from './service.ts';
