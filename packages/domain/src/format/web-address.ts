/**
 * Whether a link a venue sets (its home page, its "book now" page, a map, a view from a seat)
 * is a web address: http or https with a host. Other schemes (javascript:, data:, file:, …)
 * would run or open something else where the link is shown or followed.
 */
export function isWebAddress(value: string): boolean {
  if (value !== value.trim() || /[\s\u0000-\u001f]/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
}
