export * from './access';
export * from './commerce';
export * from './enums';
export * from './errors';
export * from './format';
export * from './inventory';
export * from './pricing';
export * from './templates';
