/** The right-hand panel's recent contacts: a read model over the requests and users tables. */
export { contactRoutes } from './routes.ts';
