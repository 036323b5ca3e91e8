export * from './catalogue';
export * from './messages';
export * from './validation';
