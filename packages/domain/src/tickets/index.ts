export * from './attendance';
export * from './cancellation-texts';
export * from './event-mail-texts';
export * from './layout';
export * from './print-data';
export * from './seat-privacy';
export * from './texts';
export * from './vouchers';
