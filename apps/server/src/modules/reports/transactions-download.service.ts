import { PassThrough, type Readable } from 'node:stream';
import type { ShippedLocale } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { transactionRow, transactionsSql } from './payments-report.store';
import {
  type DownloadQuery,
  downloadLocale,
  moneyFilters,
  transactionCells,
  transactionColumns,
  transactionTotalsRow,
  types,
} from './report-downloads.service';
import { csvHead, csvLine } from './report-files.render';
import type { MoneyQuery } from './report-filters.sql';
import { reportLabels } from './report-labels.data';
import { moneyQuery, requireReport } from './reports.service';

/** Rows read per round trip; each batch is written out before the next one is read. */
const BATCH = 5000;

class DownloadClosed extends Error {}

/** Waits until the response took what was written, or went away. */
const drained = (out: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
  });

/**
 * The transactions report as CSV, written while it is read (decisions/0084): a year of a busy
 * box office is a million rows, so they go through a cursor over the screen's own statement,
 * one batch at a time, and the response is written as they come, waiting whenever the client
 * reads slower; the server's memory stays flat whatever the range. The totals row is the sum
 * of the rows written (one snapshot: the cursor's transaction). The filters and checks are
 * the screen's, made before the first byte, so a refused download is an error answer as ever.
 */
export async function transactionsCsv(
  db: Db,
  staff: StaffPrincipal,
  query: DownloadQuery,
  requestLocale: ShippedLocale,
  now: Date,
): Promise<{ body: Readable; contentType: string; fileName: string }> {
  await requireReport(db, staff, 'transactions');
  const { query: q } = await moneyQuery(db, staff, moneyFilters(query), now);
  const labels = reportLabels[downloadLocale(query, requestLocale)];
  const columns = transactionColumns(labels);
  const out = new PassThrough();
  out.write(csvHead(columns));
  writeRows(db, q, out, (row) => csvLine(columns, transactionCells(labels, row))).then(
    (net) => out.end(csvLine(columns, transactionTotalsRow(labels, net))),
    (error: unknown) => {
      if (!(error instanceof DownloadClosed)) out.destroy(error as Error);
    },
  );
  return { body: out, contentType: types.csv, fileName: `transactions-${query.from ?? ''}.csv` };
}

/** Writes every row of the range through `line`; answers their net amount. */
async function writeRows(
  db: Db,
  q: MoneyQuery,
  out: PassThrough,
  line: (row: ReturnType<typeof transactionRow>) => string,
): Promise<number> {
  let net = 0;
  await db.transaction(async (tx) => {
    // The whole result is wanted: plan it as the screen's full read, not for its first rows.
    await tx.execute(sql`SET LOCAL cursor_tuple_fraction = 1`);
    await tx.execute(sql`DECLARE report_transactions NO SCROLL CURSOR FOR ${transactionsSql(q)}`);
    const fetch = () => rows<Record<string, unknown>>(tx, sql.raw(`FETCH ${BATCH} FROM report_transactions`));
    // The next batch is asked for before this one is written, so the database and the
    // writing work at the same time.
    for (let next = fetch(); ; ) {
      const batch = await next;
      if (batch.length === 0) break;
      next = fetch();
      let text = '';
      for (const r of batch) {
        const row = transactionRow(r);
        net += row.amount;
        text += line(row);
      }
      if (!out.destroyed && !out.write(text)) await drained(out);
      // The client went away: stop reading (the transaction ends, the cursor with it).
      if (out.destroyed) {
        await next;
        throw new DownloadClosed();
      }
    }
  });
  return net;
}
