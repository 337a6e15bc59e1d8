/** Registration, sign-in and passwords; the session itself is the session module's. */
export { authRoutes } from './routes.ts';
