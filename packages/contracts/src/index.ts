export * from './common/errors';
export * from './common/ids';
export * from './common/language';
export * from './common/paging';
export * from './reference/reference-lists';
export * from './site/app-info';
export * from './site/site-info';
export * from './auth/login';
