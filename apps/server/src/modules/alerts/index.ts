/**
 * Load alerts: woken by the loads module's `newPosts` event (never called by it), matches each batch
 * of new posts against everyone's settings and notifies and emails the matched users.
 */
export { deliverLoadAlerts } from './delivery.ts';
