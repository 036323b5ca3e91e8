import { customType } from 'drizzle-orm/pg-core';

/** Binary data; node-postgres and PGlite both hand back a Buffer or Uint8Array. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** A name a venue typed, in other languages (see the domain's `localizedName`). */
export type { NameTranslations } from '@tessera/domain';
