/**
 * Whether a link a venue sets (its home page, its "book now" page, a map, a view from a seat)
 * is a web address: http or https with a host. Other schemes (javascript:, data:, file:, …)
 * would run or open something else where the link is shown or followed.
 */
export function isWebAddress(value: string): boolean {
  // The URL parser drops tabs and line breaks ("java\tscript:" is javascript:): none may be in it.
  if (/\s/.test(value) || Array.from(value).some((c) => c.charCodeAt(0) < 0x20 || c === '\u007f')) {
    return false;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
}
