export * from './api.ts';
export * from './auth.ts';
export * from './enums.ts';
export * from './limits.ts';
export * from './messages.ts';
