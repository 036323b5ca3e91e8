export * from './text-overrides';
