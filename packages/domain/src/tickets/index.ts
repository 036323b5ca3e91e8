export * from './attendance';
export * from './layout';
export * from './print-data';
export * from './texts';
export * from './vouchers';
