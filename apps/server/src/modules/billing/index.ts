/** Plans, subscriptions and payments, and the subscription gate on trading. */
export { billingRoutes } from './routes.ts';
export {
  assertMayTrade,
  expireLapsedSubscriptions,
  startTrial,
  subscriptionRevenue,
} from './service.ts';
