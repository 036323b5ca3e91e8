import { PassThrough, type Readable } from 'node:stream';
import { reportShowsPersonalData, type ShippedLocale } from '@tessera/domain';
import type { Db } from '@/db/client';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { drained } from '@/platform/drained';
import {
  declareTransactionCursors,
  fetchTransactionLines,
  type TransactionRow,
} from './payments-report.store';
import {
  type DownloadQuery,
  downloadLocale,
  moneyFilters,
  paymentsV2Cells,
  paymentsV2Columns,
  paymentsV2TotalsRow,
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
  report: 'transactions' | 'payments-v2' = 'transactions',
): Promise<{ body: Readable; contentType: string; fileName: string }> {
  await requireReport(db, staff, report);
  const { query: q } = await moneyQuery(db, staff, moneyFilters(query), now);
  const labels = reportLabels[downloadLocale(query, requestLocale)];
  // Payments v2 (decisions/0092): the same rows with their customer (blanked where the group
  // hides personal data) and staff member.
  const detail = report === 'payments-v2';
  const shown = detail && reportShowsPersonalData(await policyFor(db, staff));
  const columns = detail ? paymentsV2Columns(labels) : transactionColumns(labels);
  const cells = (row: TransactionRow) =>
    detail
      ? paymentsV2Cells(labels, shown ? row : { ...row, customerName: '', customerEmail: '' })
      : transactionCells(labels, row);
  const out = new PassThrough();
  out.write(csvHead(columns));
  writeRows(db, q, out, (row) => csvLine(columns, cells(row)), detail).then(
    (net) =>
      out.end(
        csvLine(columns, detail ? paymentsV2TotalsRow(labels, net) : transactionTotalsRow(labels, net)),
      ),
    (error: unknown) => {
      if (!(error instanceof DownloadClosed)) out.destroy(error as Error);
    },
  );
  return { body: out, contentType: types.csv, fileName: `${report}-${query.from ?? ''}.csv` };
}

/** One side's cursor (payments or refunds), read a batch ahead of the merge. */
function cursorReader(tx: Db, side: 'payment' | 'refund') {
  const fetch = () => fetchTransactionLines(tx, side, BATCH);
  let pending: Promise<TransactionRow[]> | null = fetch();
  let buffer: TransactionRow[] = [];
  let i = 0;
  return {
    /** The next row, or undefined at the end; call `fill` first when `empty`. */
    get head(): TransactionRow | undefined {
      return buffer[i];
    },
    get empty() {
      return i >= buffer.length && pending !== null;
    },
    async fill() {
      buffer = await pending!;
      // The next batch is asked for before this one is written: the database works meanwhile.
      pending = buffer.length === 0 ? null : fetch();
      i = 0;
    },
    take() {
      i++;
    },
    /** Waits for a batch still asked for (before the transaction ends). */
    settle: () => pending?.catch(() => undefined),
  };
}

/**
 * Writes every row of the range through `line`, oldest first as the screen orders them:
 * payments and refunds each come from a cursor in their index's order (no sort of the range
 * before the first row) and are merged here, a payment before a refund of the same instant.
 * Answers the rows' net amount.
 */
async function writeRows(
  db: Db,
  q: MoneyQuery,
  out: PassThrough,
  line: (row: TransactionRow) => string,
  detail = false,
): Promise<number> {
  let net = 0;
  await db.transaction(async (tx) => {
    await declareTransactionCursors(tx, q, detail);
    const payments = cursorReader(tx, 'payment');
    const refunds = cursorReader(tx, 'refund');
    let text = '';
    let count = 0;
    try {
      for (;;) {
        while (payments.empty) await payments.fill();
        while (refunds.empty) await refunds.fill();
        const p = payments.head;
        const r = refunds.head;
        if (!p && !r) break;
        const side = p && (!r || p.at.getTime() <= r.at.getTime()) ? payments : refunds;
        const row = side.head!;
        side.take();
        net += row.amount;
        text += line(row);
        if (++count < BATCH) continue;
        count = 0;
        if (!out.destroyed && !out.write(text)) await drained(out);
        text = '';
        // The client went away: stop reading (the transaction ends, the cursors with it).
        if (out.destroyed) throw new DownloadClosed();
      }
      if (text) out.write(text);
    } finally {
      await payments.settle();
      await refunds.settle();
    }
  });
  return net;
}
