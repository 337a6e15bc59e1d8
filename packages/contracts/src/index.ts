export * from './api.ts';
export * from './auth.ts';
export * from './enums.ts';
export * from './geo.ts';
export * from './limits.ts';
export * from './loads.ts';
export * from './messages.ts';
