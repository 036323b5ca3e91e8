export * from './locales';
export * from './localized-name';
export * from './money';
