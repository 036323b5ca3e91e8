import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type AllIn, feeBreakdown } from './all-in-price';

/** A price level's all-in price line, then how it breaks down when fees are in it. */
export function PriceWithBreakdown({
  label,
  price,
  money,
  size = 'xs',
}: {
  /** The line as shown, e.g. "Stalls · $40.40". */
  label: string;
  price: AllIn;
  money: (minor: number) => string;
  size?: 'xs' | 'sm';
}) {
  const { t } = useTranslation();
  return (
    <>
      <Text size={size}>{label}</Text>
      {price.fees.length > 0 ? (
        <Text size="xs" c="dimmed">
          {feeBreakdown(price, money, t)}
        </Text>
      ) : null}
    </>
  );
}
