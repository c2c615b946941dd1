export * from './constants';
export * from './errors';
export * from './http/accounts';
export * from './http/app-config';
