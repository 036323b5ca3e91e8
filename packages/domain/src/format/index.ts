export * from './locales';
export * from './money';
export * from './web-address';
