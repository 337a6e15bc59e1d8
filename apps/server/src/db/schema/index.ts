export * from './activity.ts';
export * from './alerts.ts';
export * from './loadboards.ts';
export * from './loads.ts';
export * from './notifications.ts';
export * from './platform.ts';
export * from './settings.ts';
export * from './users.ts';
