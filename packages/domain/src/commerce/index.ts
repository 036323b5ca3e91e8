export * from './baskets';
export * from './cards';
export * from './channels';
export * from './orders';
export * from './payments';
