import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events, eventTemplates, feeSets, fees, priceTypes } from '@/db/schema';

/**
 * Makes the demo event sellable at the box office: a template with a full-price and a 20%
 * concession price type, a booking fee per ticket and a handling fee per order, and the
 * event on sale.
 */
export async function seedDemoSales(tx: Db, accountId: number, eventId: number, now: Date): Promise<void> {
  const [template] = await tx
    .insert(eventTemplates)
    .values({ accountId, name: 'Plays', createdAt: now, updatedAt: now })
    .returning({ id: eventTemplates.id });
  const templateId = template!.id;
  await tx.insert(priceTypes).values([
    { accountId, templateId, name: 'Full price', offsetType: 'Percentage', defaultDiscount: 0 },
    { accountId, templateId, name: 'Concession', offsetType: 'Percentage', defaultDiscount: 2000 },
  ]);
  const [feeSet] = await tx
    .insert(feeSets)
    .values({ accountId, templateId, name: 'Standard fees' })
    .returning({ id: feeSets.id });
  await tx.insert(fees).values([
    {
      accountId,
      feeSetId: feeSet!.id,
      name: 'Booking fee',
      category: 'ServiceCharge',
      type: 'PerTicket',
      amountKind: 'FlatAmount',
      amount: 250,
    },
    {
      accountId,
      feeSetId: feeSet!.id,
      name: 'Handling fee',
      category: 'ServiceCharge',
      type: 'PerOrder',
      amountKind: 'FlatAmount',
      amount: 150,
    },
  ]);
  await tx.update(events).set({ templateId, active: true }).where(eq(events.id, eventId));
}
