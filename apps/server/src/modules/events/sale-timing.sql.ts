import { channelSaleDates, type DateParameter } from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import { events } from '@/db/schema';
import { dateColumns } from './event-dates.rules';

/** The date parameters sale timing reads: every channel's on-sale and off-sale, and the admin off-sale. */
const saleParameters: DateParameter[] = [
  ...new Set(
    Object.values(channelSaleDates).flatMap((d) =>
      [d.onSale, d.offSale].filter((p): p is NonNullable<typeof p> => p !== null),
    ),
  ),
  'LocalAdminOffSaleDate',
];

/**
 * The event's (alias `e`) sale dates as one JSON object by date parameter, for
 * `saleTimingOf`. Built from constant column names only.
 */
export const saleDatesJson: SQL = sql.raw(
  `json_build_object(${saleParameters.map((p) => `'${p}', e.${events[dateColumns[p]].name}`).join(', ')})`,
);
