import type { ShippedLocale } from '../format/locales';

/**
 * The buyer's pre-event and post-event mails (spec §3 email types PreEventMarketingLite and
 * PostEventMarketingLite), per locale.
 */
export interface EventMailTexts {
  preSubject: (accountName: string, eventName: string) => string;
  preBody: (eventName: string, when: string, venueName: string) => string;
  preClosing: string;
  postSubject: (accountName: string, eventName: string) => string;
  postBody: (eventName: string, venueName: string) => string;
  postClosing: string;
  greeting: (firstName: string) => string;
  /** A test message's stand-ins for an event and its venue (account settings → email templates). */
  sampleEvent: string;
  sampleVenue: string;
}

const english: EventMailTexts = {
  preSubject: (account, event) => `${account}: ${event} is coming up`,
  preBody: (event, when, venue) =>
    `We look forward to welcoming you to ${event} at ${venue} on ${when}. Please bring your tickets with you.`,
  preClosing: 'See you soon!',
  postSubject: (account, event) => `${account}: thank you for coming to ${event}`,
  postBody: (event, venue) =>
    `Thank you for coming to ${event} at ${venue}. We hope you enjoyed it and look forward to seeing you again.`,
  postClosing: 'With best wishes,',
  greeting: (name) => `Hello ${name},`,
  sampleEvent: 'Sample Event',
  sampleVenue: 'Sample Venue',
};

export const eventMailTexts: Readonly<Record<ShippedLocale, EventMailTexts>> = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    preSubject: (account, event) => `${account}: ${event} está a punto de llegar`,
    preBody: (event, when, venue) =>
      `Te esperamos en ${event}, en ${venue}, el ${when}. No olvides traer tus entradas.`,
    preClosing: '¡Hasta pronto!',
    postSubject: (account, event) => `${account}: gracias por venir a ${event}`,
    postBody: (event, venue) =>
      `Gracias por venir a ${event} en ${venue}. Esperamos que lo hayas disfrutado y volver a verte pronto.`,
    postClosing: 'Un saludo,',
    greeting: (name) => `Hola, ${name}:`,
    sampleEvent: 'Evento de ejemplo',
    sampleVenue: 'Recinto de ejemplo',
  },
  fr: {
    preSubject: (account, event) => `${account} : ${event}, c’est bientôt`,
    preBody: (event, when, venue) =>
      `Nous avons hâte de vous accueillir à ${event}, à ${venue}, le ${when}. N’oubliez pas vos billets.`,
    preClosing: 'À très bientôt !',
    postSubject: (account, event) => `${account} : merci d’être venu à ${event}`,
    postBody: (event, venue) =>
      `Merci d’être venu à ${event}, à ${venue}. Nous espérons que vous avez apprécié et serons heureux de vous revoir.`,
    postClosing: 'Bien cordialement,',
    greeting: (name) => `Bonjour ${name},`,
    sampleEvent: 'Événement exemple',
    sampleVenue: 'Salle exemple',
  },
};
