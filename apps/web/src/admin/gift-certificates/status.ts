import type { GiftCertificate } from '@tessera/contract';

/** The badge colour of a gift certificate's status, on its own screen and in a customer's history. */
export const giftCertificateStatusColor: Record<GiftCertificate['status'], string> = {
  unredeemed: 'teal',
  partiallyRedeemed: 'blue',
  redeemed: 'gray',
  voided: 'red',
};
