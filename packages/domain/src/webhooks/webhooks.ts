/**
 * Webhooks (spec §2 "API → Webhooks"): what an account's endpoints can subscribe to, and which
 * addresses a delivery may go to (decisions/0049-webhooks.md).
 */
export const webhookEventTypes = [
  'order.created',
  'order.changed',
  'order.voided',
  'ticket.scanned',
  'customer.changed',
  'transfer.created',
  'transfer.accepted',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** Why an endpoint's address is refused: not a URL, not https, or a private or local host. */
export type WebhookUrlProblem = 'invalid' | 'not_https' | 'private_address';

const LOCAL_NAMES = new Set(['localhost', 'localhost.localdomain', 'ip6-localhost', 'ip6-loopback']);

function ipv4Parts(host: string): number[] | null {
  if (!/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return null;
  const parts = host.split('.').map(Number);
  return parts.every((p) => p <= 255) ? parts : null;
}

/**
 * Whether an IP address (v4 or v6, as text) is one a delivery must never reach: loopback,
 * private ranges, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT, multicast,
 * reserved, unspecified, and IPv6's unique-local, link-local and IPv4-mapped forms of those.
 */
export function isPrivateAddress(address: string): boolean {
  const host = address.replace(/^\[|\]$/g, '').toLowerCase();
  const v4 = ipv4Parts(host);
  if (v4) {
    const [a, b] = v4 as [number, number, number, number];
    return (
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 100 && b >= 64 && b <= 127) ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 192 && b === 0) ||
      (a === 198 && (b === 18 || b === 19)) ||
      a >= 224
    );
  }
  if (!host.includes(':')) return false;
  if (host === '::' || host === '::1') return true;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(host);
  if (mapped) return isPrivateAddress(mapped[1]!);
  if (/^::ffff:[0-9a-f]{1,4}:[0-9a-f]{1,4}$/.test(host)) return true;
  const first = Number.parseInt(host.split(':')[0] || '0', 16);
  return (
    (first & 0xfe00) === 0xfc00 || // fc00::/7 unique local
    (first & 0xffc0) === 0xfe80 || // fe80::/10 link local
    (first & 0xff00) === 0xff00 || // multicast
    host.startsWith('64:ff9b:') || // NAT64 of any IPv4
    host.startsWith('2001:db8:')
  );
}

/** Whether a host name is this machine (http is allowed there only when a setting says so). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return LOCAL_NAMES.has(host) || host.endsWith('.localhost') || host === '::1' || host.startsWith('127.');
}

/**
 * Checks an endpoint's address as typed: https to a public host; http (and https) to this
 * machine only with `allowLocalHttp` (tests and local development). A name is checked again
 * at each delivery against the addresses it resolves to (the server's `webhooks.http.ts`).
 */
export function webhookUrlProblem(
  value: string,
  options: { allowLocalHttp: boolean },
): WebhookUrlProblem | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password || !url.hostname) return 'invalid';
  const local = isLocalHost(url.hostname);
  if (local && options.allowLocalHttp && (url.protocol === 'http:' || url.protocol === 'https:')) return null;
  if (url.protocol !== 'https:') return 'not_https';
  if (local || isPrivateAddress(url.hostname)) return 'private_address';
  return null;
}
