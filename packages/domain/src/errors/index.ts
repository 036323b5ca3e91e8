export * from './catalogue';
export * from './messages';
