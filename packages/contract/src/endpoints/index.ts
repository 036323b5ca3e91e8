import type { AnyEndpoint } from '../endpoint';
import * as account from './account';
import * as auth from './auth';
import * as mail from './mail';
import * as pricing from './pricing';
import * as products from './products';
import * as system from './system';
import * as templates from './templates';

export * from './account';
export * from './auth';
export * from './mail';
export * from './pricing';
export * from './products';
export * from './system';
export * from './template-settings';
export * from './templates';

function endpointsOf(module: Record<string, unknown>): AnyEndpoint[] {
  return Object.values(module).filter(
    (v): v is AnyEndpoint =>
      typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'auth' in v,
  );
}

/** Every endpoint of the API; the server registers exactly these. */
export const endpoints: readonly AnyEndpoint[] = [
  system,
  account,
  auth,
  mail,
  templates,
  pricing,
  products,
].flatMap(endpointsOf);
