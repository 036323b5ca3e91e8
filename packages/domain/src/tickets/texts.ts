import type { ShippedLocale } from '../format/locales';

/** Words printed on tickets and in the order confirmation email, per locale. */
export interface TicketTexts {
  section: string;
  row: string;
  seat: string;
  generalAdmission: string;
  /** In place of section, row and seat when the venue hides seat locations (group sales, house seats). */
  seatAssignedAtVenue: string;
  /** One event's tickets counted, when their seat locations are hidden: "2 tickets". */
  ticketCount: (count: number) => string;
  order: string;
  priceType: string;
  price: string;
  /** Before the fees a ticket's price includes: "Includes Booking fee $2.50". */
  feesIncluded: string;
  buyer: string;
  /** Product vouchers: the page heading and the quantity label. */
  voucher: string;
  quantity: string;
  confirmationSubject: (orderNumber: string) => string;
  confirmationGreeting: (firstName: string) => string;
  confirmationBody: (count: number) => string;
  /** The confirmation's first paragraph when the tickets follow on a later date (decisions/0071). */
  confirmationTicketsLater: (count: number, when: string) => string;
  /** The later email that carries the tickets. */
  ticketsSubject: (orderNumber: string) => string;
  ticketsBody: (count: number, orderNumber: string) => string;
  /** The InlineTickets email: each ticket and its barcode in the message, for phones without PDF (decisions/0082). */
  ticketsInlineBody: (count: number, orderNumber: string) => string;
  confirmationTotal: string;
  confirmationClosing: string;
  /** Above the links to the order's ticket bundles (decisions/0073). */
  bundleLinks: string;
  /** One bundle's link label: the event, and the ticket's place or the count of tickets. */
  bundleLink: (eventName: string, what: string) => string;
  /** The AdminOrderConfirmation to the venue's notification addresses (decisions/0069). */
  adminConfirmationSubject: (orderNumber: string, buyer: string) => string;
  adminConfirmationIntro: (buyer: string, email: string, channel: string) => string;
  /** The AdminOrderConfirmation's button to the order in the back office. */
  adminOpenOrder: string;
  /** The mail to the recipient of transferred tickets, in the sending order's language. */
  transferSubject: (accountName: string) => string;
  transferIntro: (accountName: string) => string;
  transferClaim: string;
  transferButton: string;
  /** The OrderCancellation to the buyer when staff cancel the whole order. */
  cancellationSubject: (orderNumber: string) => string;
  cancellationBody: (orderNumber: string) => string;
}

const english: TicketTexts = {
  section: 'Section',
  row: 'Row',
  seat: 'Seat',
  generalAdmission: 'General admission',
  seatAssignedAtVenue: 'Seat assigned at the venue',
  ticketCount: (count) => (count === 1 ? '1 ticket' : `${count} tickets`),
  order: 'Order',
  priceType: 'Price type',
  price: 'Price',
  feesIncluded: 'Includes',
  buyer: 'Name',
  voucher: 'Voucher',
  quantity: 'Quantity',
  confirmationSubject: (n) => `Your order ${n} is confirmed`,
  confirmationGreeting: (name) => `Hello ${name},`,
  confirmationBody: (count) =>
    count === 1
      ? 'Thank you for your order. Your ticket is attached as a PDF: print it or show it on your phone at the door.'
      : `Thank you for your order. Your ${count} tickets are attached as a PDF: print them or show them on your phone at the door.`,
  confirmationTicketsLater: (count, when) =>
    count === 1
      ? `Thank you for your order. Your ticket will be emailed to you on ${when}.`
      : `Thank you for your order. Your ${count} tickets will be emailed to you on ${when}.`,
  ticketsSubject: (n) => `Your tickets for order ${n}`,
  ticketsBody: (count, n) =>
    count === 1
      ? `Your ticket for order ${n} is attached as a PDF: print it or show it on your phone at the door.`
      : `Your ${count} tickets for order ${n} are attached as a PDF: print them or show them on your phone at the door.`,
  ticketsInlineBody: (count, n) =>
    count === 1
      ? `Here is your ticket for order ${n}. Show its barcode at the door, on your phone or printed.`
      : `Here are your ${count} tickets for order ${n}. Show each barcode at the door, on your phone or printed.`,
  confirmationTotal: 'Order total',
  confirmationClosing: 'We look forward to seeing you.',
  bundleLinks: 'Your tickets are also online, no sign-in needed. Pass each link to whoever uses the tickets:',
  bundleLink: (event, what) => `${event} (${what})`,
  adminConfirmationSubject: (n, buyer) => `New order ${n}: ${buyer}`,
  transferSubject: (account) => `${account}: tickets transferred to you`,
  transferIntro: (account) => `Tickets from ${account} have been transferred to you:`,
  transferClaim:
    'Claim them with the link below. You can sign in, or create your account on the way; your tickets get new barcodes.',
  transferButton: 'Claim my tickets',
  cancellationSubject: (n) => `Your order ${n} is cancelled`,
  cancellationBody: (n) =>
    `Your order ${n} has been cancelled and its tickets are no longer valid. What you paid is refunded to the payment you used; depending on your bank it can take a few days to appear.`,
  adminConfirmationIntro: (buyer, email, channel) =>
    `${buyer} (${email || 'no email'}) placed an order on the ${channel} channel.`,
  adminOpenOrder: 'Open the order',
};

export const ticketTexts: Readonly<Record<ShippedLocale, TicketTexts>> = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    section: 'Sección',
    row: 'Fila',
    seat: 'Asiento',
    generalAdmission: 'Entrada general',
    seatAssignedAtVenue: 'Localidad asignada en el recinto',
    ticketCount: (count) => (count === 1 ? '1 entrada' : `${count} entradas`),
    order: 'Pedido',
    priceType: 'Tipo de precio',
    price: 'Precio',
    feesIncluded: 'Incluye',
    buyer: 'Nombre',
    voucher: 'Vale',
    quantity: 'Cantidad',
    confirmationSubject: (n) => `Tu pedido ${n} está confirmado`,
    confirmationGreeting: (name) => `Hola, ${name}:`,
    confirmationBody: (count) =>
      count === 1
        ? 'Gracias por tu pedido. Adjuntamos tu entrada en PDF: imprímela o muéstrala en el móvil en la puerta.'
        : `Gracias por tu pedido. Adjuntamos tus ${count} entradas en PDF: imprímelas o muéstralas en el móvil en la puerta.`,
    confirmationTicketsLater: (count, when) =>
      count === 1
        ? `Gracias por tu pedido. Te enviaremos tu entrada por correo el ${when}.`
        : `Gracias por tu pedido. Te enviaremos tus ${count} entradas por correo el ${when}.`,
    ticketsSubject: (n) => `Tus entradas del pedido ${n}`,
    ticketsBody: (count, n) =>
      count === 1
        ? `Adjuntamos en PDF tu entrada del pedido ${n}: imprímela o muéstrala en el móvil en la puerta.`
        : `Adjuntamos en PDF tus ${count} entradas del pedido ${n}: imprímelas o muéstralas en el móvil en la puerta.`,
    ticketsInlineBody: (count, n) =>
      count === 1
        ? `Aquí tienes tu entrada del pedido ${n}. Muestra su código de barras en la puerta, en el móvil o impreso.`
        : `Aquí tienes tus ${count} entradas del pedido ${n}. Muestra cada código de barras en la puerta, en el móvil o impreso.`,
    confirmationTotal: 'Total del pedido',
    confirmationClosing: 'Te esperamos.',
    bundleLinks:
      'Tus entradas también están en línea, sin necesidad de iniciar sesión. Pasa cada enlace a quien vaya a usar las entradas:',
    bundleLink: (event, what) => `${event} (${what})`,
    adminConfirmationSubject: (n, buyer) => `Nuevo pedido ${n}: ${buyer}`,
    transferSubject: (account) => `${account}: te han transferido entradas`,
    transferIntro: (account) => `Te han transferido entradas de ${account}:`,
    transferClaim:
      'Recógelas con el enlace de abajo. Puedes iniciar sesión o crear tu cuenta en el camino; tus entradas reciben códigos de barras nuevos.',
    transferButton: 'Recoger mis entradas',
    cancellationSubject: (n) => `Tu pedido ${n} está cancelado`,
    cancellationBody: (n) =>
      `Tu pedido ${n} se ha cancelado y sus entradas ya no son válidas. Lo que pagaste se reembolsa al medio de pago que usaste; según tu banco, puede tardar unos días en aparecer.`,
    adminConfirmationIntro: (buyer, email, channel) =>
      `${buyer} (${email || 'sin correo'}) ha hecho un pedido en el canal ${channel}.`,
    adminOpenOrder: 'Abrir el pedido',
  },
  fr: {
    section: 'Section',
    row: 'Rang',
    seat: 'Place',
    generalAdmission: 'Placement libre',
    seatAssignedAtVenue: 'Place attribuée sur place',
    ticketCount: (count) => (count === 1 ? '1 billet' : `${count} billets`),
    order: 'Commande',
    priceType: 'Type de tarif',
    price: 'Prix',
    feesIncluded: 'Dont',
    buyer: 'Nom',
    voucher: 'Bon',
    quantity: 'Quantité',
    confirmationSubject: (n) => `Votre commande ${n} est confirmée`,
    confirmationGreeting: (name) => `Bonjour ${name},`,
    confirmationBody: (count) =>
      count === 1
        ? 'Merci pour votre commande. Votre billet est joint en PDF : imprimez-le ou présentez-le sur votre téléphone à l’entrée.'
        : `Merci pour votre commande. Vos ${count} billets sont joints en PDF : imprimez-les ou présentez-les sur votre téléphone à l’entrée.`,
    confirmationTicketsLater: (count, when) =>
      count === 1
        ? `Merci pour votre commande. Votre billet vous sera envoyé par e-mail le ${when}.`
        : `Merci pour votre commande. Vos ${count} billets vous seront envoyés par e-mail le ${when}.`,
    ticketsSubject: (n) => `Vos billets de la commande ${n}`,
    ticketsBody: (count, n) =>
      count === 1
        ? `Votre billet de la commande ${n} est joint en PDF : imprimez-le ou présentez-le sur votre téléphone à l’entrée.`
        : `Vos ${count} billets de la commande ${n} sont joints en PDF : imprimez-les ou présentez-les sur votre téléphone à l’entrée.`,
    ticketsInlineBody: (count, n) =>
      count === 1
        ? `Voici votre billet de la commande ${n}. Présentez son code-barres à l’entrée, sur votre téléphone ou imprimé.`
        : `Voici vos ${count} billets de la commande ${n}. Présentez chaque code-barres à l’entrée, sur votre téléphone ou imprimé.`,
    confirmationTotal: 'Total de la commande',
    confirmationClosing: 'Au plaisir de vous accueillir.',
    bundleLinks:
      'Vos billets sont aussi en ligne, sans connexion. Transmettez chaque lien à la personne qui utilisera les billets :',
    bundleLink: (event, what) => `${event} (${what})`,
    adminConfirmationSubject: (n, buyer) => `Nouvelle commande ${n} : ${buyer}`,
    transferSubject: (account) => `${account} : des billets vous ont été transférés`,
    transferIntro: (account) => `Des billets de ${account} vous ont été transférés :`,
    transferClaim:
      'Récupérez-les avec le lien ci-dessous. Vous pouvez vous connecter, ou créer votre compte en chemin ; vos billets reçoivent de nouveaux codes-barres.',
    transferButton: 'Récupérer mes billets',
    cancellationSubject: (n) => `Votre commande ${n} est annulée`,
    cancellationBody: (n) =>
      `Votre commande ${n} a été annulée et ses billets ne sont plus valables. Ce que vous avez payé est remboursé sur le moyen de paiement utilisé ; selon votre banque, cela peut prendre quelques jours.`,
    adminConfirmationIntro: (buyer, email, channel) =>
      `${buyer} (${email || 'sans e-mail'}) a passé une commande sur le canal ${channel}.`,
    adminOpenOrder: 'Ouvrir la commande',
  },
};
