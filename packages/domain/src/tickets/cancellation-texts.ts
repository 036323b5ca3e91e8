import type { ShippedLocale } from '../format/locales';

/** The buyer's mail when a bulk cancel cancels their tickets of an event, per locale. */
export interface EventCancelledTexts {
  subject: (accountName: string, eventName: string, orderId: number) => string;
  greeting: (firstName: string) => string;
  body: (eventName: string, when: string, orderId: number) => string;
  /** `amount` formatted in the buyer's language. */
  refunded: (amount: string) => string;
  nothingPaid: string;
  /** For an event whose date was never set. */
  dateToBeAnnounced: string;
}

const english: EventCancelledTexts = {
  subject: (account, event, order) => `${account}: ${event} is cancelled (order ${order})`,
  greeting: (name) => `Hello ${name},`,
  body: (event, when, order) =>
    `We are sorry: ${event} (${when}) has been cancelled, and your tickets for it in order ${order} are no longer valid.`,
  refunded: (amount) =>
    `${amount} is being refunded to the payment you used; depending on your bank it can take a few days to appear.`,
  nothingPaid: 'Nothing was paid for them, so there is nothing to refund.',
  dateToBeAnnounced: 'date to be announced',
};

export const eventCancelledTexts: Readonly<Record<ShippedLocale, EventCancelledTexts>> = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    subject: (account, event, order) => `${account}: ${event} se ha cancelado (pedido ${order})`,
    greeting: (name) => `Hola, ${name}:`,
    body: (event, when, order) =>
      `Lo sentimos: ${event} (${when}) se ha cancelado y tus entradas para esta función del pedido ${order} ya no son válidas.`,
    refunded: (amount) =>
      `Te estamos devolviendo ${amount} al medio de pago que usaste; según tu banco, puede tardar unos días en aparecer.`,
    nothingPaid: 'No se pagó nada por ellas, así que no hay nada que devolver.',
    dateToBeAnnounced: 'fecha por anunciar',
  },
  fr: {
    subject: (account, event, order) => `${account} : ${event} est annulé (commande ${order})`,
    greeting: (name) => `Bonjour ${name},`,
    body: (event, when, order) =>
      `Nous sommes désolés : ${event} (${when}) est annulé, et vos billets pour cette séance dans la commande ${order} ne sont plus valables.`,
    refunded: (amount) =>
      `${amount} vous est remboursé sur le moyen de paiement utilisé ; selon votre banque, cela peut prendre quelques jours.`,
    nothingPaid: 'Rien n’a été payé pour ces billets : il n’y a rien à rembourser.',
    dateToBeAnnounced: 'date à annoncer',
  },
};
