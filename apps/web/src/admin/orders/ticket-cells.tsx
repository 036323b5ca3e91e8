import { Text } from '@mantine/core';

/** A sold ticket's price as shown in its lists: its price level, then its price type. */
export const ticketPrice = (ticket: { priceLevelName: string | null; priceTypeName: string | null }) =>
  [ticket.priceLevelName, ticket.priceTypeName].filter(Boolean).join(' · ');

/** A ticket's barcode in a list: monospace, so that its digits line up. */
export function BarcodeCell({ barcode }: { barcode: string }) {
  return (
    <Text size="sm" ff="monospace">
      {barcode}
    </Text>
  );
}
