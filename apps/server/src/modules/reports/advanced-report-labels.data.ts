import type { AdvancedDimension, AdvancedMeasure, ShippedLocale } from '@tessera/domain';

/** Advanced reporting's headings in downloaded files, per locale (decisions/0095). */
export interface AdvancedLabels {
  title: string;
  measures: Record<AdvancedMeasure, string>;
  dimensions: Record<AdvancedDimension, string>;
}

const english: AdvancedLabels = {
  title: 'Advanced report',
  measures: {
    orders: 'Orders',
    tickets: 'Tickets',
    faceValue: 'Face value',
    fees: 'Fees',
    discounts: 'Discounts',
    revenue: 'Revenue',
    refunds: 'Refunds',
  },
  dimensions: {
    event: 'Event',
    performanceDate: 'Performance date',
    channel: 'Channel',
    priceLevel: 'Price level',
    priceType: 'Price type',
    paymentType: 'Payment type',
    day: 'Day',
    week: 'Week',
    month: 'Month',
  },
};

const spanish: AdvancedLabels = {
  title: 'Informe avanzado',
  measures: {
    orders: 'Pedidos',
    tickets: 'Entradas',
    faceValue: 'Valor nominal',
    fees: 'Cargos',
    discounts: 'Descuentos',
    revenue: 'Ingresos',
    refunds: 'Reembolsos',
  },
  dimensions: {
    event: 'Evento',
    performanceDate: 'Fecha de la función',
    channel: 'Canal',
    priceLevel: 'Nivel de precio',
    priceType: 'Tipo de precio',
    paymentType: 'Tipo de pago',
    day: 'Día',
    week: 'Semana',
    month: 'Mes',
  },
};

const french: AdvancedLabels = {
  title: 'Rapport avancé',
  measures: {
    orders: 'Commandes',
    tickets: 'Billets',
    faceValue: 'Valeur faciale',
    fees: 'Frais',
    discounts: 'Remises',
    revenue: 'Recettes',
    refunds: 'Remboursements',
  },
  dimensions: {
    event: 'Événement',
    performanceDate: 'Date de la représentation',
    channel: 'Canal',
    priceLevel: 'Niveau de prix',
    priceType: 'Type de prix',
    paymentType: 'Type de paiement',
    day: 'Jour',
    week: 'Semaine',
    month: 'Mois',
  },
};

export const advancedLabels: Record<ShippedLocale, AdvancedLabels> = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': spanish,
  fr: french,
};
