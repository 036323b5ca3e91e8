/**
 * Why the product changed a seat, as stored in the seat history's reason code. Screens
 * translate the code; a note staff typed (the seat locator) is kept beside it as text.
 */
export const seatHistoryReasons = [
  'void',
  'exchange',
  'transfer',
  'expired',
  'move',
  'groupSalesQuote',
  'houseSeatsHeld',
  'houseSeatsRequest',
  'houseSeatsRequestCanceled',
  'houseSeatsReleased',
  'reconciliation',
  'removedFromBasket',
  'basketEmptied',
  'addFailed',
  'savedBasketDeleted',
  'bulkEdit',
  'holdArchived',
  'seatLocator',
  'renewalHeld',
  'renewalReleased',
  'renewalUpgrade',
  'renewalNotChosen',
] as const;
export type SeatHistoryReason = (typeof seatHistoryReasons)[number];
