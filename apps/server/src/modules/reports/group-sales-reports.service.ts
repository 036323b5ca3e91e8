import type { getGroupSalesCommissions, getGroupSalesPayment, ReportFilters } from '@tessera/contract';
import { groupPaymentStatus, localDay, reportBuyer, reportShowsPersonalData } from '@tessera/domain';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import type { StaffPrincipal } from '@/platform/auth/principal';
import { type GroupOrderRow, groupOrders } from './group-sales-report.store';
import { moneyQuery, requireReport } from './reports.service';

type Out<E extends { output: z.ZodType }> = z.output<E['output']>;

const sum = <T>(list: readonly T[], pick: (item: T) => number) => list.reduce((n, item) => n + pick(item), 0);

/** The group orders of the range, with the client and contact blanked where the group hides them. */
async function ordersOf(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters,
  now: Date,
  by: 'placed' | 'balanceDue',
) {
  const { query, scope } = await moneyQuery(db, staff, filters, now);
  const shown = reportShowsPersonalData(await policyFor(db, staff));
  const list = (await groupOrders(db, query, by)).map((row): GroupOrderRow => {
    const contact = reportBuyer({ name: row.contactName, email: row.contactEmail }, shown);
    return {
      ...row,
      clientName: shown ? row.clientName : '',
      contactName: contact.name,
      contactEmail: contact.email,
    };
  });
  return { scope: { ...scope, personalDataHidden: !shown }, list };
}

const orderFacts = (r: GroupOrderRow) => ({
  requestId: r.requestId,
  orderId: r.orderId,
  placedDay: r.placedDay,
  clientName: r.clientName,
  contactName: r.contactName,
  contactEmail: r.contactEmail,
  eventId: r.eventId,
  eventName: r.eventName,
  tickets: r.tickets,
});

/**
 * Group sales commissions: each group order placed in the range with the partner commission it
 * recorded at checkout (decisions/0053); its basis is the face value, and 0 without a partner.
 */
export async function groupCommissionsReport(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters,
  now: Date,
): Promise<Out<typeof getGroupSalesCommissions>> {
  await requireReport(db, staff, 'group-sales-commissions');
  const { scope, list } = await ordersOf(db, staff, filters, now, 'placed');
  const lines = list.map((r) => ({
    ...orderFacts(r),
    faceValue: r.faceValue,
    partnerName: r.partnerName,
    commissionBasis: r.partnerName === null ? 0 : r.faceValue,
    commission: r.commission,
  }));
  return {
    ...scope,
    lines,
    totals: {
      orders: lines.length,
      tickets: sum(lines, (l) => l.tickets),
      faceValue: sum(lines, (l) => l.faceValue),
      commissionBasis: sum(lines, (l) => l.commissionBasis),
      commission: sum(lines, (l) => l.commission),
    },
  };
}

/**
 * Group sales payment: each group order whose balance falls due in the range, what it owes and
 * where it stands today (venue time): paid, partly paid, unpaid or overdue.
 */
export async function groupPaymentReport(
  db: Db,
  staff: StaffPrincipal,
  filters: ReportFilters,
  now: Date,
): Promise<Out<typeof getGroupSalesPayment>> {
  await requireReport(db, staff, 'group-sales-payment');
  const { scope, list } = await ordersOf(db, staff, filters, now, 'balanceDue');
  const today = localDay(now, scope.timeZone);
  const lines = list.map((r) => {
    const outstanding = r.total - r.paidToDate;
    return {
      ...orderFacts(r),
      total: r.total,
      deposit: r.deposit,
      depositPaid: r.depositPaid,
      balanceDueDay: r.balanceDueDay,
      paidToDate: r.paidToDate,
      outstanding,
      status: groupPaymentStatus({
        outstanding,
        paidToDate: r.paidToDate,
        balanceDueDay: r.balanceDueDay,
        today,
      }),
    };
  });
  return {
    ...scope,
    today,
    lines,
    totals: {
      orders: lines.length,
      total: sum(lines, (l) => l.total),
      deposit: sum(lines, (l) => l.deposit),
      depositPaid: sum(lines, (l) => l.depositPaid),
      paidToDate: sum(lines, (l) => l.paidToDate),
      outstanding: sum(lines, (l) => l.outstanding),
      overdue: sum(lines, (l) => (l.status === 'overdue' ? l.outstanding : 0)),
    },
  };
}
