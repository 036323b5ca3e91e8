import { useTranslation } from 'react-i18next';
import { formatOrderTime } from '@/ui/format';
import { useAdminSession } from './useAdminSession';

/** Formats when an order, payment or refund happened: in the account's time zone, which it names. */
export function useOrderTime(): (iso: string) => string {
  const { account } = useAdminSession();
  const { i18n } = useTranslation();
  return (iso) => formatOrderTime(iso, i18n.language, account.timezone);
}
