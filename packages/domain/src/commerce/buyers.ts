/** Spec §3 consumer titles, offered for a buyer's name. */
export const consumerTitles = ['Dr', 'Lady', 'Lord', 'Miss', 'Mr', 'Mrs', 'Ms', 'Mx', 'Ind', 'Sir'] as const;
export type ConsumerTitle = (typeof consumerTitles)[number];
