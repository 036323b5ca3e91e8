import type { EventPlanSummary } from '@tessera/contract';
import type { TFunction } from 'i18next';

/** "All 3 events", "2 of 4 events" or "2 to 3 of 4 events". */
export function selectionText(
  t: TFunction,
  plan: Pick<EventPlanSummary, 'selectionMode' | 'minEvents' | 'maxEvents'>,
  count: number,
): string {
  if (plan.selectionMode === 'Fixed') return t('admin.eventPlans.selection.all', { count });
  const min = plan.minEvents ?? 1;
  const max = plan.maxEvents ?? count;
  return min === max
    ? t('admin.eventPlans.selection.exactly', { min, total: count })
    : t('admin.eventPlans.selection.range', { min, max, total: count });
}

/** "15% off each ticket", "$5.00 off each ticket" or "The events’ own prices". */
export function discountText(
  t: TFunction,
  money: (minor: number) => string,
  plan: Pick<EventPlanSummary, 'discountKind' | 'discount'>,
): string {
  if (plan.discountKind === 'Percentage')
    return t('admin.eventPlans.discount.percentOff', { percent: plan.discount / 100 });
  if (plan.discountKind === 'FlatAmount')
    return t('admin.eventPlans.discount.amountOff', { amount: money(plan.discount) });
  return t('admin.eventPlans.discount.none');
}

/** A day in the reader's locale, e.g. "Jan 10, 2027". */
export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
