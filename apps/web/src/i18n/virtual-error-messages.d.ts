declare module 'virtual:error-messages/*' {
  const messages: import('@tessera/domain').ErrorMessages;
  export default messages;
}

declare module 'virtual:shop-messages/*' {
  const messages: Partial<import('./resources').Messages>;
  export default messages;
}
