import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import type { TestApp } from '../harness';

export interface ProductFixture extends SaleFixture {
  /** A programme: no variants, not inventory controlled, $8.00. */
  programmeId: number;
  /** A T-shirt in S (2 in stock) and M (50 in stock), $25.00, inventory controlled. */
  shirtId: number;
  small: number;
  medium: number;
  /** Parking for the whole party: one variant with 40 spaces, $10.00 a ticket. */
  parkingId: number;
  parkingLot: number;
  /** Opens a point-of-sale basket and answers its id. */
  openBasket(): Promise<string>;
}

/** The sale fixture's event with products on its template: a programme, a T-shirt and parking. */
export async function productFixture(t: TestApp, options: { maxTicketsPerOrder?: number } = {}) {
  const f = await saleFixture(t, options);
  const create = async (body: object) => {
    const res = await f.api('POST', `/api/admin/event-templates/${f.templateId}/products`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.data as { id: number; variants: { id: number }[] };
  };
  const programme = await create({
    name: 'Souvenir programme',
    type: 'Program',
    sku: `PROG-${f.accountId}`,
    price: 800,
  });
  const shirt = await create({
    name: 'Tour T-shirt',
    type: 'Merchandise',
    sku: `TEE-${f.accountId}`,
    price: 2500,
    inventoryControlled: true,
    redemptionInstructions: 'Collect at the merchandise stand.',
    variants: [
      { name: 'Small', sku: `TEE-S-${f.accountId}`, quantityAvailable: 2 },
      { name: 'Medium', sku: `TEE-M-${f.accountId}`, quantityAvailable: 50 },
    ],
  });
  const parking = await create({
    name: 'Parking',
    type: 'Parking',
    sku: `PARK-${f.accountId}`,
    price: 1000,
    inventoryControlled: true,
    fullPartyAddOn: true,
    redemptionInstructions: 'Show this voucher at the car park gate.',
    variants: [{ name: 'Lot A', sku: `PARK-A-${f.accountId}`, quantityAvailable: 40 }],
  });
  const fixture: ProductFixture = {
    ...f,
    programmeId: programme.id,
    shirtId: shirt.id,
    small: shirt.variants[0]!.id,
    medium: shirt.variants[1]!.id,
    parkingId: parking.id,
    parkingLot: parking.variants[0]!.id,
    async openBasket() {
      const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
      expect(open.statusCode, open.body).toBe(201);
      return open.data.id as string;
    },
  };
  return fixture;
}

/** A variant's stock counters as stored. */
export async function stockOf(t: TestApp, variantId: number) {
  const [row] = await rows<{ quantity_available: number | null; sold: number; reserved: number }>(
    t.database.db,
    sql`SELECT quantity_available, sold, reserved FROM product_variants WHERE id = ${variantId}`,
  );
  return row!;
}

export const errorOf = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string; message: string; field?: string }[] | undefined)?.[0];

export interface BasketAnswer {
  id: string;
  total: number;
  productTotal: number;
  feeTotal: number;
  faceValueTotal: number;
  expiresAt: string | null;
  items: { id: number; total: number }[];
  products: {
    id: number;
    productId: number;
    quantity: number;
    unitPrice: number;
    total: number;
    name: string;
  }[];
}
