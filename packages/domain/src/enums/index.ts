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

/** Host name images and their rules (spec §3 "Hostname", §9 image sizes). */
export const hostnameImageRules = {
  mobileWalletLogo: { types: ['png'], width: 480, height: 150 },
  digitalTicketLogo: { types: ['jpg'], width: 1050, height: 191 },
  favicon: { types: ['png', 'ico'], square: true, minSide: 512 },
  navImage: { types: ['png', 'jpg', 'gif', 'webp'] },
} as const;
export type HostnameImageKind = keyof typeof hostnameImageRules;
export const hostnameImageKinds = Object.keys(hostnameImageRules) as HostnameImageKind[];

/** Event template images and their exact sizes (spec §9); PNG or JPG (decisions/0006). */
export const templateImageRules = {
  poster: { types: ['png', 'jpg'], width: 400, height: 400 },
  banner: { types: ['png', 'jpg'], width: 652, height: 306 },
  largeBanner: { types: ['png', 'jpg'], width: 1400, height: 680 },
  gaBackground: { types: ['png', 'jpg'], width: 1440, height: 1024 },
  walletHero: { types: ['png', 'jpg'], width: 1125, height: 366 },
} as const;
export type TemplateImageKind = keyof typeof templateImageRules;
export const templateImageKinds = Object.keys(templateImageRules) as TemplateImageKind[];

/** A product's image (spec §9): a 1000x1000 JPG. */
export const productImageRule = { types: ['jpg'], width: 1000, height: 1000 } as const;

/** A seat map's "view from seat" image: a photo, PNG or JPG of any size (decisions/0105). */
export const mapViewImageRule = { types: ['png', 'jpg'] } as const;

export type ImageRule =
  | (typeof hostnameImageRules)[HostnameImageKind]
  | (typeof templateImageRules)[TemplateImageKind]
  | typeof productImageRule
  | typeof mapViewImageRule;

/**
 * What is wrong with an image of this type (image-size's name: png, jpg …) and size under the
 * rule: its type, its size, or nothing (null).
 */
export function imageProblem(
  rule: ImageRule,
  image: { type: string; width: number; height: number },
): 'type' | 'size' | null {
  if (!(rule.types as readonly string[]).includes(image.type)) return 'type';
  const { width, height } = image;
  const fits =
    'width' in rule
      ? width === rule.width && height === rule.height
      : 'minSide' in rule
        ? width === height && width >= rule.minSide
        : width > 0 && height > 0;
  return fits ? null : 'size';
}
