export * from './access.ts';
export * from './auth.ts';
export * from './common.ts';
export * from './notifications.ts';
export * from './organisation.ts';
export * from './roles.ts';
export * from './settings.ts';
export * from './support.ts';
