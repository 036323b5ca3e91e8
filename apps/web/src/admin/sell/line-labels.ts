import { useTranslation } from 'react-i18next';

/**
 * A payment line's field labelled by its name and read out with the line's number (several lines
 * have the same fields): spread `labelled(t('…'))` on the input.
 */
export function useLineLabels(n: number) {
  const { t } = useTranslation();
  return (label: string) => ({
    label,
    'aria-label': t('admin.checkout.payment.ofLine', { field: label, n }),
  });
}
