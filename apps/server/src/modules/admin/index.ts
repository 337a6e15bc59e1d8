/** The admin's screens under /api/admin, all behind the one admin guard. */
export { adminRoutes } from './routes.ts';
