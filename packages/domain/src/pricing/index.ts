export * from './arithmetic';
export * from './basket';
export * from './face-value';
export * from './fees';
export * from './group-codes';
export * from './promotions';
