import type { ShippedLocale } from '../format/locales';

/** The recipient's mail for a gift certificate bought in the shop, in the buyer's language. */
export interface GiftCertificateMailTexts {
  subject: (accountName: string, buyerName: string) => string;
  greeting: (recipientName: string) => string;
  /** `amount` formatted in the buyer's language. */
  gift: (buyerName: string, amount: string, accountName: string) => string;
  messageIntro: string;
  /** `date` formatted in the buyer's language. */
  expires: (date: string) => string;
  noExpiry: string;
  number: (number: string) => string;
  link: (url: string) => string;
}

const english: GiftCertificateMailTexts = {
  subject: (account, buyer) => `${account}: a gift certificate from ${buyer}`,
  greeting: (name) => (name ? `Hello ${name},` : 'Hello,'),
  gift: (buyer, amount, account) =>
    `${buyer} has given you a gift certificate worth ${amount} at ${account}.`,
  messageIntro: 'Their message:',
  expires: (date) => `It can be used until ${date}.`,
  noExpiry: 'It does not expire.',
  number: (n) => `Gift certificate number: ${n}`,
  link: (url) => `See it and its balance at any time: ${url}`,
};

export const giftCertificateMailTexts: Readonly<Record<ShippedLocale, GiftCertificateMailTexts>> = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    subject: (account, buyer) => `${account}: un certificado de regalo de ${buyer}`,
    greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
    gift: (buyer, amount, account) =>
      `${buyer} te ha regalado un certificado de regalo de ${amount} en ${account}.`,
    messageIntro: 'Su mensaje:',
    expires: (date) => `Puedes usarlo hasta el ${date}.`,
    noExpiry: 'No caduca.',
    number: (n) => `Número del certificado de regalo: ${n}`,
    link: (url) => `Consulta el certificado y su saldo cuando quieras: ${url}`,
  },
  fr: {
    subject: (account, buyer) => `${account} : un chèque-cadeau de la part de ${buyer}`,
    greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    gift: (buyer, amount, account) => `${buyer} vous offre un chèque-cadeau de ${amount} chez ${account}.`,
    messageIntro: 'Son message :',
    expires: (date) => `Il est valable jusqu’au ${date}.`,
    noExpiry: 'Il n’expire pas.',
    number: (n) => `Numéro du chèque-cadeau : ${n}`,
    link: (url) => `Consultez-le, avec son solde, à tout moment : ${url}`,
  },
};
