import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events, eventTemplates } from '@/db/schema';
import { insertPlan, replaceMethods } from '@/modules/delivery-plans/delivery-plans.store';

/** A delivery plan (email, print at home, will call) chosen by the demo event's template. */
export async function seedDemoDelivery(tx: Db, accountId: number, eventId: number, now: Date): Promise<void> {
  const planId = await insertPlan(tx, accountId, 'Standard delivery', now);
  await replaceMethods(tx, accountId, planId, [
    {
      type: 'email',
      displayName: 'E-ticket by email',
      nameTranslations: { 'es-ES': 'Entrada electrónica por email', fr: 'Billet électronique par e-mail' },
      cutoffMinutes: null,
      delayedDelivery: false,
      allowInternationalShipping: false,
    },
    {
      type: 'printAtHome',
      displayName: '',
      nameTranslations: {},
      cutoffMinutes: 60,
      delayedDelivery: false,
      allowInternationalShipping: false,
    },
    {
      type: 'willCall',
      displayName: 'Collect at the box office',
      nameTranslations: { 'es-ES': 'Recogida en taquilla', fr: 'Retrait au guichet' },
      cutoffMinutes: 0,
      delayedDelivery: false,
      allowInternationalShipping: false,
    },
  ]);
  const [event] = await tx
    .select({ templateId: events.templateId })
    .from(events)
    .where(and(eq(events.accountId, accountId), eq(events.id, eventId)));
  if (!event?.templateId) return;
  await tx
    .update(eventTemplates)
    .set({
      basicInfo: sql`${eventTemplates.basicInfo} || jsonb_build_object('deliveryPlanId', ${planId}::int)`,
    })
    .where(and(eq(eventTemplates.accountId, accountId), eq(eventTemplates.id, event.templateId)));
}
