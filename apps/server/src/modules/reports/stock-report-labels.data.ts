import type { ShippedLocale } from '@tessera/domain';

/** The inventory and promotions downloads' headings, per language (decisions/0080). */
export interface StockReportLabels {
  columns: Record<string, string>;
  /** The promotions file's line of orders placed without a code, and its grand total. */
  withoutPromotion: string;
  allOrders: string;
  /** A code that matches no promotion any more. */
  unknownPromotion: string;
}

const english: StockReportLabels = {
  columns: {
    event: 'Event',
    startsAt: 'Starts',
    venueName: 'Venue',
    capacity: 'Capacity',
    sold: 'Sold',
    comp: 'Complimentary',
    held: 'Held',
    holds: 'Held by hold',
    killed: 'Killed',
    reserved: 'In baskets',
    open: 'Open',
    soldValue: 'Sold value',
    promotion: 'Promotion',
    code: 'Code',
    orders: 'Orders',
    groupCodeOrders: 'With group codes',
    tickets: 'Tickets',
    discounts: 'Discounts',
    sales: 'Sales',
  },
  withoutPromotion: 'Orders without a promotion',
  allOrders: 'All orders',
  unknownPromotion: 'Deleted promotion',
};

const spanish: StockReportLabels = {
  columns: {
    event: 'Evento',
    startsAt: 'Comienza',
    venueName: 'Recinto',
    capacity: 'Aforo',
    sold: 'Vendidas',
    comp: 'Invitaciones',
    held: 'Retenidas',
    holds: 'Por retención',
    killed: 'Anuladas',
    reserved: 'En cestas',
    open: 'Libres',
    soldValue: 'Valor vendido',
    promotion: 'Promoción',
    code: 'Código',
    orders: 'Pedidos',
    groupCodeOrders: 'Con códigos de grupo',
    tickets: 'Entradas',
    discounts: 'Descuentos',
    sales: 'Ventas',
  },
  withoutPromotion: 'Pedidos sin promoción',
  allOrders: 'Todos los pedidos',
  unknownPromotion: 'Promoción eliminada',
};

const french: StockReportLabels = {
  columns: {
    event: 'Événement',
    startsAt: 'Début',
    venueName: 'Salle',
    capacity: 'Capacité',
    sold: 'Vendus',
    comp: 'Exonérées',
    held: 'Bloqués',
    holds: 'Par blocage',
    killed: 'Condamnées',
    reserved: 'Dans un panier',
    open: 'Libres',
    soldValue: 'Valeur vendue',
    promotion: 'Promotion',
    code: 'Code',
    orders: 'Commandes',
    groupCodeOrders: 'Avec codes de groupe',
    tickets: 'Billets',
    discounts: 'Remises',
    sales: 'Ventes',
  },
  withoutPromotion: 'Commandes sans promotion',
  allOrders: 'Toutes les commandes',
  unknownPromotion: 'Promotion supprimée',
};

export const stockReportLabels: Record<ShippedLocale, StockReportLabels> = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': spanish,
  fr: french,
};
