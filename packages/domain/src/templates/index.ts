export * from './date-parameters';
export * from './event-from-template';
export * from './template-rules';
