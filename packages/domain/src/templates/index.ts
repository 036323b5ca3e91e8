export * from './date-parameters';
export * from './template-rules';
