export * from './endpoint';
export * from './endpoints';
export * from './errors';
export * from './openapi';
export * from './paging';
export * from './price-level-fields';
export * from './validation';
export * from './web-address';
