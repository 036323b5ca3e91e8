/** Enumerations named in the specification (§3). */
export const salesChannels = [
  'Web',
  'PointOfSale',
  'SecondaryMarket',
  'Outlet',
  'API',
  'HouseSeats',
  'GroupSales',
  'CallCenter',
] as const;
export type SalesChannel = (typeof salesChannels)[number];

export const salesChannelOverrides = ['CallCenter', 'GroupSales', 'HouseSeats', 'PointOfSale'] as const;

export const accessibilityModes = [
  { id: 'None', name: 'No accessible seating' },
  { id: 'SeatLevel', name: 'Accessible seats marked per seat' },
  { id: 'SectionLevel', name: 'Accessible seating by section' },
  { id: 'OnRequest', name: 'Accessible seating on request' },
] as const;

export const externalTicketingSystems = [
  { id: 'None', name: 'None' },
  { id: 'Tessitura', name: 'Tessitura' },
  { id: 'Spektrix', name: 'Spektrix' },
  { id: 'AudienceView', name: 'AudienceView' },
  { id: 'Ticketmaster', name: 'Ticketmaster' },
] as const;

export const externalCredentialKeys = [
  { id: 'ApiBaseUrl', name: 'API base URL' },
  { id: 'ApiKey', name: 'API key' },
  { id: 'ClientId', name: 'Client ID' },
  { id: 'ClientSecret', name: 'Client secret' },
  { id: 'Username', name: 'Username' },
  { id: 'Password', name: 'Password' },
] as const;
