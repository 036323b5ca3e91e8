import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Basket, openBasket, setBasketCustomer } from '@tessera/contract';
import type { StaffSalesChannel } from '@tessera/domain';
import { useCallback, useSyncExternalStore } from 'react';
import { isApiError } from '@/api/api-error';
import { callApi } from '@/api/client';
import { showAnswer } from '@/ui/show-answer';
import { sellKeys, sellQueries } from './queries';
import {
  storeBasketId,
  storeBuyer,
  storedBasketId,
  storedPendingCustomer,
  storePendingCustomer,
} from './sell-storage';

/**
 * The basket being sold in this tab, shared by every part of the sell and checkout screens:
 * its id (kept in sessionStorage) and whether the last one ran out of time.
 */
interface BasketState {
  id: string | null;
  /** Set when a basket ran out of time and a new one was started; cleared when read away. */
  expired: boolean;
}

let state: BasketState = { id: storedBasketId(), expired: false };
const listeners = new Set<() => void>();

function setState(next: Partial<BasketState>): void {
  state = { ...state, ...next };
  if ('id' in next) storeBasketId(state.id);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getState = () => state;

/** Whether a basket can still take seats: open, and its reserved seats have not lapsed. */
/** Whether a basket holds anything: tickets or products. */
export function hasLines(basket: Basket): boolean {
  return basket.items.length > 0 || basket.products.length > 0;
}

export function isLive(basket: Basket, now: Date = new Date()): boolean {
  if (basket.status !== 'open') return false;
  return !basket.expiresAt || new Date(basket.expiresAt).getTime() > now.getTime();
}

/** Errors that mean the basket is gone or ran out: start a new one. */
export function basketIsGone(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.has('purchase.reservation_expired') ||
      error.has('purchase.basket_closed') ||
      error.has('purchase.basket_not_found'))
  );
}

/** Starts the next sale for a customer: the current basket is left and the new one gets them. */
export function startBasketFor(customerId: number): void {
  storePendingCustomer(customerId);
  setState({ id: null, expired: false });
}

export function useSellBasket() {
  const client = useQueryClient();
  const { id, expired } = useSyncExternalStore(subscribe, getState, getState);
  const query = useQuery({ ...sellQueries.basket(id ?? 'none'), enabled: id !== null, retry: false });
  const basket = query.data;

  const open = useCallback(
    async (channel: StaffSalesChannel): Promise<Basket> => {
      const fresh = await callApi(openBasket, { body: { channel } });
      const customerId = storedPendingCustomer();
      if (customerId !== null) {
        storePendingCustomer(null);
        await callApi(setBasketCustomer, { params: { basketId: fresh.id }, body: { customerId } }).catch(
          () => undefined,
        );
      }
      client.setQueryData(sellKeys.basket(fresh.id), fresh);
      setState({ id: fresh.id });
      return fresh;
    },
    [client],
  );

  /** The basket to add to: the current one while it is live, otherwise a new one on `channel`. */
  const ensure = useCallback(
    async (channel: StaffSalesChannel): Promise<string> => {
      const current = state.id ? client.getQueryData<Basket>(sellKeys.basket(state.id)) : undefined;
      if (current && isLive(current) && (hasLines(current) || current.channel === channel)) {
        return current.id;
      }
      return (await open(channel)).id;
    },
    [client, open],
  );

  /** The basket ran out of time (or is gone): say so and start a new one on the same channel. */
  const startOver = useCallback(
    async (channel: StaffSalesChannel, reason: 'expired' | 'sold' | 'gone') => {
      if (state.id) storeBuyer(state.id, null);
      setState({ id: null, expired: reason === 'expired' });
      await open(channel).catch(() => undefined);
      setState({ expired: reason === 'expired' });
    },
    [open],
  );

  const show = useCallback((next: Basket) => showAnswer(client, sellKeys.basket(next.id), next), [client]);

  return {
    id,
    basket,
    query,
    expired,
    dismissExpired: () => setState({ expired: false }),
    ensure,
    startOver,
    show,
    forget: () => setState({ id: null, expired: false }),
    /** Makes this basket (a resumed saved one) the one being sold. */
    adopt: (next: Basket) => {
      client.setQueryData(sellKeys.basket(next.id), next);
      setState({ id: next.id, expired: false });
    },
  };
}
