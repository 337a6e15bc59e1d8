/**
 * Rate confirmations: the PDF of a deal (an accepted request, a Book Now booking or an accepted
 * counter) that its two sides keep. A read model over the loads, requests, users and settings
 * tables; who sees a deal is the loads module's rule.
 */
export { confirmationRoutes } from './routes.ts';
