import { isWebAddress } from '@tessera/domain';
import * as z from './zod';

/**
 * A link a venue sets, shown to buyers or followed by them: empty, or an http(s) address.
 * `javascript:`, `data:` and other schemes get the `web_address` validation message.
 */
export const webAddress = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || isWebAddress(value), { params: { key: 'web_address' } })
  .meta({
    description: 'Empty, or an http:// or https:// address; other schemes (javascript:, data:) are refused.',
    pattern: '^$|^[Hh][Tt][Tt][Pp][Ss]?://',
  });
