import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isLocalHost, isPrivateAddress } from '@tessera/domain';

/** The signature header's value: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

export interface SendResult {
  /** The receiver's HTTP status; null when none came. */
  status: number | null;
  error: string | null;
}

/**
 * Resolves the host and refuses private, loopback and link-local addresses at connection time
 * (so a name that resolves to one, or is changed to one after it was checked, is never reached);
 * with `allowLocal`, a host on this machine is let through (tests).
 */
function guardedLookup(allowLocal: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      const local = allowLocal && isLocalHost(hostname);
      const refused = list.find((a) => isPrivateAddress(a.address) && !(local && isLocalHost(a.address)));
      if (refused || list.length === 0) {
        return callback(new Error(`refused: ${hostname} resolves to a private address`), '', 0);
      }
      if ((options as { all?: boolean }).all) return callback(null, list as never, 0);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

/** Posts one delivery; no redirects are followed (a 3xx is a failure). */
export function postWebhook(
  url: string,
  headers: Record<string, string>,
  body: string,
  options: { allowLocal: boolean; timeoutMs: number },
): Promise<SendResult> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
    } catch {
      resolve({ status: null, error: 'invalid address' });
      return;
    }
    // An address typed as an IP is connected to without a look-up: checked here instead.
    const host = target.hostname.replace(/^\[|\]$/g, '');
    if (isPrivateAddress(host) && !(options.allowLocal && isLocalHost(host))) {
      resolve({ status: null, error: `refused: ${host} is a private address` });
      return;
    }
    const client = target.protocol === 'https:' ? https : http;
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(options.allowLocal),
        timeout: options.timeoutMs,
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const status = response.statusCode ?? null;
          const ok = status !== null && status >= 200 && status < 300;
          resolve({ status, error: ok ? null : `the receiver answered ${status}` });
        });
        response.on('error', (error) =>
          resolve({ status: response.statusCode ?? null, error: error.message }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)));
    request.on('error', (error) => resolve({ status: null, error: error.message }));
    request.end(body);
  });
}
