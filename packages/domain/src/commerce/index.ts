export * from './baskets';
export * from './buyers';
export * from './cards';
export * from './channels';
export * from './customers';
export * from './gift-certificates';
export * from './orders';
export * from './payments';
