declare module 'virtual:error-messages/*' {
  const messages: import('@tessera/domain').ErrorMessages;
  export default messages;
}
