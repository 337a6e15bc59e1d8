/**
 * Company records: how a member company behaves on the board (posts, deals, answers to requests, a
 * recent contact change), read from per-company daily figures the database keeps (migration 0034).
 */
export { companyRoutes } from './routes.ts';
