export * from './guess-limits';
export * from './passwords';
export * from './permissions';
export * from './policy';
export * from './reach';
export * from './roles';
export * from './sessions';
export * from './user-groups';
