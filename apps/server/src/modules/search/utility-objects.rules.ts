import type { UtilityObjectView } from '@tessera/contract';

/**
 * Tools → Utility objects (decisions/0104): which stored columns are shown. Every column of the
 * row but those named here and any whose name speaks of a secret, so a new plain column shows up
 * by itself and a new secret never does.
 */
const secretName = /password|secret|token|hash|totp|idempotency|apikey|credential/i;

export const omittedColumns: Readonly<Record<UtilityObjectView['kind'], readonly string[]>> = {
  order: [],
  // The barcode admits its holder: it is on the order's Tickets tab, where a reissue is logged.
  ticket: ['barcode'],
  // An access-card number opens doors like a barcode; whether there is a shop login is shown instead.
  customer: ['accessCardNumber'],
  event: [],
  seat: [],
  payment: [],
};

type Value = UtilityObjectView['fields'][number]['value'];

function shown(value: unknown): Value {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return JSON.stringify(value);
}

/** The row's fields as shown: in the table's order, secrets and omitted columns left out. */
export function visibleFields(kind: UtilityObjectView['kind'], row: Record<string, unknown>) {
  const omitted = omittedColumns[kind];
  return Object.entries(row)
    .filter(([name]) => name !== 'accountId' && !omitted.includes(name) && !secretName.test(name))
    .map(([name, value]) => ({ name, value: shown(value) }));
}
