/**
 * The right-hand panel's recent contacts: a read model over load requests, loads and users, kept in
 * its contacts table by triggers, joining the users table to show each counterparty.
 */
export { contactRoutes } from './routes.ts';
