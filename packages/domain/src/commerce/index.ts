export * from './baskets';
export * from './buyers';
export * from './cards';
export * from './channels';
export * from './order-books';
export * from './orders';
export * from './payments';
export * from './saved-baskets';
