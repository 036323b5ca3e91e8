import { type ConsumerTitle, type StaffSalesChannel, staffSalesChannels } from '@tessera/domain';
import { useMemo, useSyncExternalStore } from 'react';

const channelKey = 'tessera.sell.channel';
const basketKey = 'tessera.sell.basket';
const buyerKey = 'tessera.sell.buyer';

function read(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, key: string, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Private windows may refuse storage; the sale still works for this page's life.
  }
}

const local = () => (typeof window === 'undefined' ? undefined : window.localStorage);
const session = () => (typeof window === 'undefined' ? undefined : window.sessionStorage);

/** The sales channel chosen last time, kept across sessions (spec §4). */
export function storedChannel(): StaffSalesChannel | null {
  const value = read(local(), channelKey);
  return (staffSalesChannels as readonly string[]).includes(value ?? '')
    ? (value as StaffSalesChannel)
    : null;
}

export function storeChannel(channel: StaffSalesChannel): void {
  write(local(), channelKey, channel);
}

/** The stored channel when the seller may still use it, otherwise their first. */
export function channelToUse(allowed: readonly StaffSalesChannel[]): StaffSalesChannel | null {
  const stored = storedChannel();
  return stored && allowed.includes(stored) ? stored : (allowed[0] ?? null);
}

/** The basket being sold, for this browser tab only. */
export function storedBasketId(): string | null {
  return read(session(), basketKey);
}

export function storeBasketId(id: string | null): void {
  write(session(), basketKey, id);
}

export interface BuyerDetails {
  title: ConsumerTitle | null;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The buyer typed on the basket step, kept for the payment step of the same basket. */
export function storedBuyer(basketId: string): BuyerDetails | null {
  const text = read(session(), buyerKey);
  if (!text) return null;
  try {
    const saved = JSON.parse(text) as { basketId: string; buyer: BuyerDetails };
    return saved.basketId === basketId ? saved.buyer : null;
  } catch {
    return null;
  }
}

export function storeBuyer(basketId: string, buyer: BuyerDetails | null): void {
  write(session(), buyerKey, buyer ? JSON.stringify({ basketId, buyer }) : null);
}

const pendingCustomerKey = 'tessera.sell.pendingCustomer';

/** A customer the next new basket is for (set by "start basket" on a customer). */
export function storedPendingCustomer(): number | null {
  const value = Number(read(session(), pendingCustomerKey));
  return Number.isInteger(value) && value > 0 ? value : null;
}

export function storePendingCustomer(customerId: number | null): void {
  write(session(), pendingCustomerKey, customerId === null ? null : String(customerId));
}

const exchangeKey = 'tessera.sell.exchange';

/** An exchange in progress: tickets of an order being given back for the basket's new seats. */
export interface ExchangeInProgress {
  orderId: number;
  ticketIds: number[];
}

function parseExchange(value: string | null): ExchangeInProgress | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as ExchangeInProgress;
    return Number.isInteger(parsed.orderId) && Array.isArray(parsed.ticketIds) ? parsed : null;
  } catch {
    return null;
  }
}

/** The exchange this browser tab is making, resumed until it is done or a new order is started. */
export function storedExchange(): ExchangeInProgress | null {
  return parseExchange(read(session(), exchangeKey));
}

const exchangeListeners = new Set<() => void>();

export function storeExchange(exchange: ExchangeInProgress | null): void {
  write(session(), exchangeKey, exchange ? JSON.stringify(exchange) : null);
  for (const listener of exchangeListeners) listener();
}

/**
 * The exchange in progress, re-rendering every screen part that shows it when it is stored or
 * dropped (the banner's "start a new order instead" also turns the basket's button back to checkout).
 */
export function useStoredExchange(): ExchangeInProgress | null {
  const value = useSyncExternalStore(
    (listener) => {
      exchangeListeners.add(listener);
      return () => exchangeListeners.delete(listener);
    },
    () => read(session(), exchangeKey),
    () => null,
  );
  return useMemo(() => parseExchange(value), [value]);
}
