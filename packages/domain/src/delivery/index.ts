export * from './delivery';
