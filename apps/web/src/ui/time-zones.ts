/** Every IANA time zone the browser knows, for the pickers of a venue's and an account's zone. */
export const timeZones: string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
