export * from './loadboards.ts';
export * from './platform.ts';
export * from './users.ts';
