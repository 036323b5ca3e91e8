export * from './access';
export * from './enums';
export * from './errors';
export * from './events';
export * from './format';
export * from './inventory';
export * from './pricing';
export * from './templates';
