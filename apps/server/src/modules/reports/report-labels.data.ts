import type { GroupPaymentStatus, ReportId, ShippedLocale } from '@tessera/domain';

/** What a downloaded report's headings say, per language (the screens use the web catalogues). */
export interface ReportLabels {
  titles: Record<ReportId, string>;
  columns: Record<string, string>;
  total: string;
  kinds: { payment: string; refund: string };
  range: string;
  hidden: string;
  // Group sales module (decisions/0076)
  /** The payment report's range: balances due from … to …. */
  dueRange: string;
  groupPaymentStatuses: Record<GroupPaymentStatus, string>;
}

const english: ReportLabels = {
  titles: {
    'sales-by-transaction-date': 'Sales by transaction date',
    'payments-audit': 'Payments audit',
    transactions: 'Transactions',
    'guest-manifest': 'Guest manifest',
    // Group sales module (decisions/0076)
    'group-sales-commissions': 'Group sales commissions',
    'group-sales-payment': 'Group sales payment',
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
    // Group sales module (decisions/0076)
    placedDay: 'Placed',
    clientName: 'Group',
    contactName: 'Contact',
    contactEmail: 'Email',
    eventName: 'Event',
    partnerName: 'Partner',
    commissionBasis: 'Commission basis',
    commission: 'Commission',
    orderTotal: 'Total',
    deposit: 'Deposit due',
    depositPaid: 'Deposit paid',
    balanceDueDay: 'Balance due',
    paidToDate: 'Paid to date',
    outstanding: 'Outstanding',
    paymentStatus: 'Status',
  },
  total: 'Total',
  kinds: { payment: 'Payment', refund: 'Refund' },
  range: 'From {from} to {to} ({timeZone})',
  hidden: 'Customer personal data hidden',
  // Group sales module (decisions/0076)
  dueRange: 'Balances due from {from} to {to} ({timeZone})',
  groupPaymentStatuses: { paid: 'Paid', partlyPaid: 'Partly paid', unpaid: 'Unpaid', overdue: 'Overdue' },
};

const spanish: ReportLabels = {
  titles: {
    'sales-by-transaction-date': 'Ventas por fecha de transacción',
    'payments-audit': 'Auditoría de pagos',
    transactions: 'Transacciones',
    'guest-manifest': 'Lista de invitados',
    // Group sales module (decisions/0076)
    'group-sales-commissions': 'Comisiones de ventas a grupos',
    'group-sales-payment': 'Pagos de ventas a grupos',
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
    // Group sales module (decisions/0076)
    placedDay: 'Realizado',
    clientName: 'Grupo',
    contactName: 'Contacto',
    contactEmail: 'Correo electrónico',
    eventName: 'Evento',
    partnerName: 'Socio',
    commissionBasis: 'Base de la comisión',
    commission: 'Comisión',
    orderTotal: 'Total',
    deposit: 'Depósito debido',
    depositPaid: 'Depósito pagado',
    balanceDueDay: 'Saldo vence',
    paidToDate: 'Pagado hasta hoy',
    outstanding: 'Pendiente',
    paymentStatus: 'Estado',
  },
  total: 'Total',
  kinds: { payment: 'Pago', refund: 'Reembolso' },
  range: 'Del {from} al {to} ({timeZone})',
  hidden: 'Datos personales de clientes ocultos',
  // Group sales module (decisions/0076)
  dueRange: 'Saldos que vencen del {from} al {to} ({timeZone})',
  groupPaymentStatuses: {
    paid: 'Pagado',
    partlyPaid: 'Pagado en parte',
    unpaid: 'Sin pagar',
    overdue: 'Vencido',
  },
};

const french: ReportLabels = {
  ...english,
  titles: {
    'sales-by-transaction-date': 'Ventes par date de transaction',
    'payments-audit': 'Audit des paiements',
    transactions: 'Transactions',
    'guest-manifest': 'Liste des invités',
    // Group sales module (decisions/0076)
    'group-sales-commissions': 'Commissions des ventes de groupe',
    'group-sales-payment': 'Paiements des ventes de groupe',
  },
  // Group sales module (decisions/0076)
  columns: {
    ...english.columns,
    placedDay: 'Passée le',
    clientName: 'Groupe',
    contactName: 'Contact',
    contactEmail: 'E-mail',
    eventName: 'Événement',
    partnerName: 'Partenaire',
    commissionBasis: 'Base de commission',
    commission: 'Commission',
    orderTotal: 'Total',
    deposit: 'Acompte dû',
    depositPaid: 'Acompte payé',
    balanceDueDay: 'Solde dû le',
    paidToDate: 'Payé à ce jour',
    outstanding: 'Restant dû',
    paymentStatus: 'Statut',
  },
  dueRange: 'Soldes dus du {from} au {to} ({timeZone})',
  groupPaymentStatuses: {
    paid: 'Payé',
    partlyPaid: 'Payé en partie',
    unpaid: 'Impayé',
    overdue: 'En retard',
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
