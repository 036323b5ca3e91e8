export * from './delivery';
export * from './delivery-move';
