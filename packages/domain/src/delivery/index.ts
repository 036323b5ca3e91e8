export * from './delivery';
export * from './delivery-move';
export * from './scheduled-delivery';
