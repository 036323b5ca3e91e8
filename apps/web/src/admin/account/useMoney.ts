import { formatMoney } from '@tessera/domain';
import { useTranslation } from 'react-i18next';
import { useAdminSession } from './useAdminSession';

/** Formats minor units in the account's currency and the reader's locale (en-US: spec §9). */
export function useMoney(): (minor: number) => string {
  const { account } = useAdminSession();
  const { i18n } = useTranslation();
  return (minor) => formatMoney(minor, account.currency, i18n.language);
}
