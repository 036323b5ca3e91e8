export * from './account-mail-texts';
export * from './text-overrides';
