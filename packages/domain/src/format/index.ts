export * from './locales';
export * from './localized-name';
export * from './money';
export * from './web-address';
