import type { ReportId, ShippedLocale } from '@tessera/domain';

/** What a downloaded report's headings say, per language (the screens use the web catalogues). */
export interface ReportLabels {
  titles: Record<ReportId, string>;
  columns: Record<string, string>;
  total: string;
  kinds: { payment: string; refund: string };
  range: string;
  hidden: string;
}

const english: ReportLabels = {
  titles: {
    'sales-by-transaction-date': 'Sales by transaction date',
    'payments-audit': 'Payments audit',
    transactions: 'Transactions',
    'guest-manifest': 'Guest manifest',
    // UK theatres (decisions/0075)
    'daily-figures': 'Daily figures',
    'advance-sales': 'Advance sales',
    'weekly-event-sales': 'Weekly event sales',
  },
  columns: {
    day: 'Date',
    orders: 'Orders',
    tickets: 'Tickets',
    faceValue: 'Face value',
    fees: 'Fees',
    discounts: 'Discounts',
    delivery: 'Delivery',
    sales: 'Sales',
    refunds: 'Refunds',
    net: 'Net',
    paymentType: 'Payment type',
    payments: 'Payments',
    received: 'Received',
    refundCount: 'Refunds',
    refunded: 'Refunded',
    at: 'Time',
    kind: 'Kind',
    orderId: 'Order',
    channel: 'Channel',
    method: 'Method',
    last4: 'Last 4',
    amount: 'Amount',
    state: 'State',
    buyerName: 'Name',
    buyerEmail: 'Email',
    section: 'Section',
    row: 'Row',
    seat: 'Seat',
    priceType: 'Price type',
    total: 'Price',
    status: 'Status',
    admitted: 'Admitted',
    live: 'Live',
    // UK theatres (decisions/0075)
    ticketsSold: 'Tickets sold',
    ticketsRefunded: 'Tickets refunded',
    event: 'Event',
    startsAt: 'Starts',
    capacity: 'Capacity',
    sold: 'Sold',
    comp: 'Complimentary',
    held: 'Held',
    reserved: 'In baskets',
    available: 'Available',
    percentSold: '% sold',
    revenue: 'Revenue',
    week: 'Week of',
  },
  total: 'Total',
  kinds: { payment: 'Payment', refund: 'Refund' },
  range: 'From {from} to {to} ({timeZone})',
  hidden: 'Customer personal data hidden',
};

const spanish: ReportLabels = {
  titles: {
    'sales-by-transaction-date': 'Ventas por fecha de transacción',
    'payments-audit': 'Auditoría de pagos',
    transactions: 'Transacciones',
    'guest-manifest': 'Lista de invitados',
    // UK theatres (decisions/0075)
    'daily-figures': 'Cifras diarias',
    'advance-sales': 'Ventas anticipadas',
    'weekly-event-sales': 'Ventas semanales por evento',
  },
  columns: {
    day: 'Fecha',
    orders: 'Pedidos',
    tickets: 'Entradas',
    faceValue: 'Valor nominal',
    fees: 'Cargos',
    discounts: 'Descuentos',
    delivery: 'Envío',
    sales: 'Ventas',
    refunds: 'Reembolsos',
    net: 'Neto',
    paymentType: 'Tipo de pago',
    payments: 'Pagos',
    received: 'Recibido',
    refundCount: 'Reembolsos',
    refunded: 'Reembolsado',
    at: 'Hora',
    kind: 'Tipo',
    orderId: 'Pedido',
    channel: 'Canal',
    method: 'Método',
    last4: 'Últimos 4',
    amount: 'Importe',
    state: 'Estado',
    buyerName: 'Nombre',
    buyerEmail: 'Correo electrónico',
    section: 'Sección',
    row: 'Fila',
    seat: 'Asiento',
    priceType: 'Tipo de precio',
    total: 'Precio',
    status: 'Estado',
    admitted: 'Admitido',
    live: 'Vigentes',
    // UK theatres (decisions/0075)
    ticketsSold: 'Entradas vendidas',
    ticketsRefunded: 'Entradas reembolsadas',
    event: 'Evento',
    startsAt: 'Comienza',
    capacity: 'Aforo',
    sold: 'Vendidas',
    comp: 'Invitaciones',
    held: 'Retenidas',
    reserved: 'En cestas',
    available: 'Disponibles',
    percentSold: '% vendido',
    revenue: 'Ingresos',
    week: 'Semana del',
  },
  total: 'Total',
  kinds: { payment: 'Pago', refund: 'Reembolso' },
  range: 'Del {from} al {to} ({timeZone})',
  hidden: 'Datos personales de clientes ocultos',
};

const french: ReportLabels = {
  ...english,
  titles: {
    'sales-by-transaction-date': 'Ventes par date de transaction',
    'payments-audit': 'Audit des paiements',
    transactions: 'Transactions',
    'guest-manifest': 'Liste des invités',
    // UK theatres (decisions/0075)
    'daily-figures': 'Chiffres du jour',
    'advance-sales': 'Ventes anticipées',
    'weekly-event-sales': 'Ventes hebdomadaires par événement',
  },
  total: 'Total',
  kinds: { payment: 'Paiement', refund: 'Remboursement' },
  range: 'Du {from} au {to} ({timeZone})',
  hidden: 'Données personnelles des clients masquées',
};

export const reportLabels: Record<ShippedLocale, ReportLabels> = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': spanish,
  fr: french,
};
