import * as z from './zod';

const tags = z.array(z.string().trim().min(1).max(50)).max(50).default([]);
const money = z.number().int().min(0).max(100_000_000);

/** Fields every price level has, on a template or an event (spec §3 "Price levels"). */
export const priceLevelFields = {
  name: z.string().trim().min(1).max(60),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  defaultPrice: money,
};

/** The rest of a price level: zone, retail price, sale type, tags and package-only. */
export const priceLevelExtras = {
  zone: z.string().trim().max(60).default(''),
  /** What outlets sell at; null means the default price. */
  retailPrice: money.nullable().default(null),
  saleTypeId: z.id().nullable().default(null),
  customerTags: tags,
  membershipTags: tags,
  packageOnly: z.boolean().default(false),
};
