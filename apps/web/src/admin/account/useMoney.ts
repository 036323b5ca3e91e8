import { formatMoney } from '@tessera/domain';
import { useAdminSession } from './useAdminSession';

/** Formats minor units in the account's currency, the one way money is shown (spec §9). */
export function useMoney(): (minor: number) => string {
  const { account } = useAdminSession();
  return (minor) => formatMoney(minor, account.currency);
}
