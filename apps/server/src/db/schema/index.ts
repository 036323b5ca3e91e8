export * from './accounts';
export * from './mail';
export * from './templates';
export * from './users';
