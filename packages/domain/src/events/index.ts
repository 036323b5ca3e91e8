export * from './account-setup';
export * from './date-presets';
export * from './event-mails';
export * from './event-map';
export * from './event-rules';
export * from './local-time';
export * from './readiness';
export * from './sale-mode';
