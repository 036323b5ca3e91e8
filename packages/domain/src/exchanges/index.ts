export * from './exchanges';
export * from './transfers';
