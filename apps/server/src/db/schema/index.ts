export * from './accounts';
export * from './identity';
export * from './mail';
export * from './templates';
export * from './users';
