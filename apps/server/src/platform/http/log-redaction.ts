import { endpoints } from '@tessera/contract';
import type { FastifyRequest } from 'fastify';

const HIDDEN = '[hidden]';

/**
 * Path segments that carry a one-time token: every contract path parameter named `token`, and
 * the back office's reset page that the mailed link opens (/admin/v2/auth/reset-password/…).
 */
function tokenSegmentPatterns(): RegExp[] {
  const paths = endpoints
    .map((endpoint) => endpoint.path)
    .filter((path) => /\/:token(\/|$)/.test(path))
    .map((path) => path.split('?')[0]!);
  paths.push('/admin/v2/auth/reset-password/:token');
  return [...new Set(paths)].map((path) => {
    const source = path
      .split('/')
      .map((part) =>
        part === ':token' ? '([^/?#]+)' : part.startsWith(':') ? '[^/?#]+' : escapeRegExp(part),
      )
      .join('/');
    return new RegExp(`^${source}(?=[/?#]|$)`);
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const segmentPatterns = tokenSegmentPatterns();
/** Query parameters that carry a one-time token (the shop's verification and reset pages). */
const tokenQuery = /([?&]token=)[^&#]*/gi;

/** A request URL as the log may keep it: one-time tokens in the path or query hidden. */
export function redactUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = queryAt === -1 ? '' : url.slice(queryAt);
  for (const pattern of segmentPatterns) {
    const match = pattern.exec(path);
    if (match?.[1]) {
      const start = match[0].length - match[1].length;
      path = `${path.slice(0, start)}${HIDDEN}${path.slice(match[0].length)}`;
      break;
    }
  }
  return path + rest.replace(tokenQuery, `$1${HIDDEN}`);
}

/** The request as logged: Fastify's usual fields, with the URL's tokens hidden. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
