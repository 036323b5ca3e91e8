/** Card enumerations of the specification (§3) that payment-method commissions are keyed by. */
export const cardTypes = ['AmericanExpress', 'Visa', 'MasterCard', 'Discover', 'Other'] as const;
export type CardType = (typeof cardTypes)[number];

/** How a card is funded; a processor that cannot tell answers `unknown`. */
export const fundingTypes = ['credit', 'debit', 'prepaid', 'unknown'] as const;
export type FundingType = (typeof fundingTypes)[number];
