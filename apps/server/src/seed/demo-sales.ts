import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { eventGaAreas, events, eventTemplates, feeSets, fees, priceLevels, priceTypes } from '@/db/schema';

/**
 * Makes the demo event sellable at the box office: a template with a full-price and a 20%
 * concession price type, a booking fee per ticket and a handling fee per order, standing
 * places at the balcony price, and the event on sale.
 */
export async function seedDemoSales(tx: Db, accountId: number, eventId: number, now: Date): Promise<void> {
  const [template] = await tx
    .insert(eventTemplates)
    .values({ accountId, name: 'The Tempest', createdAt: now, updatedAt: now })
    .returning({ id: eventTemplates.id });
  const templateId = template!.id;
  await tx.insert(priceTypes).values([
    {
      accountId,
      templateId,
      name: 'Full price',
      nameTranslations: { 'es-ES': 'Tarifa general', fr: 'Plein tarif' },
      offsetType: 'Percentage',
      defaultDiscount: 0,
    },
    {
      accountId,
      templateId,
      name: 'Concession',
      nameTranslations: { 'es-ES': 'Tarifa reducida', fr: 'Tarif réduit' },
      offsetType: 'Percentage',
      defaultDiscount: 2000,
    },
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
      nameTranslations: { 'es-ES': 'Gastos de gestión', fr: 'Frais de réservation' },
      category: 'ServiceCharge',
      type: 'PerTicket',
      amountKind: 'FlatAmount',
      amount: 250,
    },
    {
      accountId,
      feeSetId: feeSet!.id,
      name: 'Handling fee',
      nameTranslations: { 'es-ES': 'Gastos de envío', fr: 'Frais de traitement' },
      category: 'ServiceCharge',
      type: 'PerOrder',
      amountKind: 'FlatAmount',
      amount: 150,
    },
  ]);
  // Standing places sell at the balcony price.
  const [balcony] = await tx
    .select({ id: priceLevels.id })
    .from(priceLevels)
    .where(and(eq(priceLevels.eventId, eventId), eq(priceLevels.name, 'Balcony')));
  if (balcony) {
    await tx.update(eventGaAreas).set({ priceLevelId: balcony.id }).where(eq(eventGaAreas.eventId, eventId));
  }
  await tx.update(events).set({ templateId, active: true }).where(eq(events.id, eventId));
}
