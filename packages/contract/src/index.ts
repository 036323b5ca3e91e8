export * from './endpoint';
export * from './endpoints';
export * from './errors';
export * from './name-translations';
export * from './openapi';
export * from './paging';
export * from './price-level-fields';
export * from './validation';
