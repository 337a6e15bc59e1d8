/** Users' notifications and the bell's live count; other modules notify through this face. */
export { notificationRoutes } from './routes.ts';
export { type NewNotification, notify, notifyMany } from './service.ts';
