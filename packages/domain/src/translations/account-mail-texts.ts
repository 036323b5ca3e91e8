import type { ShippedLocale } from '../format/locales';

/**
 * The mails about an account rather than an order, per language: a shop account's confirmation
 * and password reset (in the language the customer shops in), a staff member's invitation and
 * reset (in the account's default language), and the reminders the job queue sends a buyer (in
 * the language of the order or membership they are about).
 */
export interface AccountMailTexts {
  greeting: (firstName: string) => string;
  verifySubject: (accountName: string) => string;
  verifyThanks: (accountName: string) => string;
  verifyLink: (hours: number) => string;
  verifyButton: string;
  customerResetSubject: (accountName: string) => string;
  customerResetAsked: (accountName: string) => string;
  resetLink: (minutes: number) => string;
  resetButton: string;
  invitationSubject: (accountName: string) => string;
  invitationIntro: (accountName: string) => string;
  invitationLink: (days: number) => string;
  invitationButton: string;
  staffResetAsked: (accountName: string) => string;
  instalmentFailedSubject: (accountName: string, number: number, orderId: number) => string;
  instalmentFailed: (number: number, amount: string, orderId: number, reason: string) => string;
  instalmentFailedNext: string;
  /** Why the card was refused, as the end of the sentence above. */
  cardDeclined: string;
  cardInsufficientFunds: string;
  cardNotProcessed: string;
  membershipSubject: (accountName: string, level: string, expiresOn: string) => string;
  membershipExpires: (level: string, memberNumber: string, expiresOn: string) => string;
  membershipRenew: (price: string) => string;
  houseSeatsSubject: (accountName: string, eventName: string) => string;
  houseSeatsApproved: (eventName: string, startsAt: string) => string;
  houseSeatsKept: (count: number) => string;
  houseSeatsSeats: (seats: string) => string;
  /** A standing area's places among the seats: "Stalls standing: 2 places". */
  houseSeatsPlaces: (areaName: string, count: number) => string;
  houseSeatsTotal: (total: string) => string;
  houseSeatsPay: string;
  houseSeatsNoLonger: string;
  houseSeatsCancel: string;
  /** Labels before the bare links of the plain-text part. */
  payLabel: string;
  cancelLabel: string;
}

const english: AccountMailTexts = {
  greeting: (name) => `Hello ${name},`,
  verifySubject: (a) => `${a}: confirm your email address`,
  verifyThanks: (a) => `Thank you for creating your ${a} account.`,
  verifyLink: (h) =>
    `Confirm your email address with the link below. It works once and expires in ${h} hours.`,
  verifyButton: 'Confirm my email',
  customerResetSubject: (a) => `${a}: reset your password`,
  customerResetAsked: (a) => `Someone asked to reset the password of your ${a} account.`,
  resetLink: (m) =>
    `Choose a new password with the link below. It works once and expires in ${m} minutes. If you did not ask, ignore this message.`,
  resetButton: 'Reset my password',
  invitationSubject: (a) => `${a}: your back-office invitation`,
  invitationIntro: (a) => `You have been invited to the ${a} back office on Tessera.`,
  invitationLink: (d) => `Choose your password with the link below. It works once and expires in ${d} days.`,
  invitationButton: 'Create your account',
  staffResetAsked: (a) => `Someone asked to reset the password of your ${a} back-office account.`,
  instalmentFailedSubject: (a, n, o) => `${a}: payment plan installment ${n} of order ${o} failed`,
  instalmentFailed: (n, amount, o, reason) =>
    `We could not charge installment ${n} (${amount}) of the payment plan of your order ${o}: ${reason}`,
  instalmentFailedNext:
    'Your tickets stay yours meanwhile. Please contact the box office to pay it or to give another card.',
  cardDeclined: 'the card was declined.',
  cardInsufficientFunds: 'the card has insufficient funds.',
  cardNotProcessed: 'the card payment could not be processed.',
  membershipSubject: (a, level, on) => `${a}: your ${level} membership expires on ${on}`,
  membershipExpires: (level, id, on) => `Your ${level} membership (member ID ${id}) expires on ${on}.`,
  membershipRenew: (price) =>
    `Renew it for ${price} in your account in our shop or at the box office: the new year starts from your current expiry, so you lose no days.`,
  houseSeatsSubject: (a, e) => `${a}: your house seats for ${e}`,
  houseSeatsApproved: (e, at) => `Your house seats request for ${e} (${at}) has been approved.`,
  houseSeatsKept: (count) => (count === 1 ? '1 seat is kept for you.' : `${count} seats are kept for you.`),
  houseSeatsSeats: (seats) => `Your seats: ${seats}.`,
  houseSeatsPlaces: (area, n) => `${area}: ${n === 1 ? '1 place' : `${n} places`}`,
  houseSeatsTotal: (total) =>
    `Total to pay: ${total}. Pay with the first link below, or cancel with the second if you no longer need them.`,
  houseSeatsPay: 'Pay for my seats',
  houseSeatsNoLonger: 'No longer need them?',
  houseSeatsCancel: 'Cancel my request',
  payLabel: 'Pay',
  cancelLabel: 'Cancel',
};

const spanish: AccountMailTexts = {
  greeting: (name) => `Hola, ${name}:`,
  verifySubject: (a) => `${a}: confirma tu dirección de correo`,
  verifyThanks: (a) => `Gracias por crear tu cuenta de ${a}.`,
  verifyLink: (h) =>
    `Confirma tu dirección de correo con el enlace de abajo. Funciona una sola vez y caduca en ${h} horas.`,
  verifyButton: 'Confirmar mi correo',
  customerResetSubject: (a) => `${a}: restablece tu contraseña`,
  customerResetAsked: (a) => `Alguien ha pedido restablecer la contraseña de tu cuenta de ${a}.`,
  resetLink: (m) =>
    `Elige una contraseña nueva con el enlace de abajo. Funciona una sola vez y caduca en ${m} minutos. Si no lo has pedido tú, ignora este mensaje.`,
  resetButton: 'Restablecer mi contraseña',
  invitationSubject: (a) => `${a}: tu invitación a la administración`,
  invitationIntro: (a) => `Te han invitado a la administración de ${a} en Tessera.`,
  invitationLink: (d) =>
    `Elige tu contraseña con el enlace de abajo. Funciona una sola vez y caduca en ${d} días.`,
  invitationButton: 'Crear mi cuenta',
  staffResetAsked: (a) =>
    `Alguien ha pedido restablecer la contraseña de tu cuenta de administración de ${a}.`,
  instalmentFailedSubject: (a, n, o) => `${a}: no se pudo cobrar el plazo ${n} del pedido ${o}`,
  instalmentFailed: (n, amount, o, reason) =>
    `No hemos podido cobrar el plazo ${n} (${amount}) del plan de pago de tu pedido ${o}: ${reason}`,
  instalmentFailedNext:
    'Mientras tanto tus entradas siguen siendo tuyas. Ponte en contacto con la taquilla para pagarlo o para dar otra tarjeta.',
  cardDeclined: 'la tarjeta fue rechazada.',
  cardInsufficientFunds: 'la tarjeta no tiene saldo suficiente.',
  cardNotProcessed: 'no se pudo procesar el pago con tarjeta.',
  membershipSubject: (a, level, on) => `${a}: tu membresía ${level} caduca el ${on}`,
  membershipExpires: (level, id, on) => `Tu membresía ${level} (número de socio ${id}) caduca el ${on}.`,
  membershipRenew: (price) =>
    `Renuévala por ${price} en tu cuenta de nuestra tienda o en la taquilla: el nuevo año empieza cuando termina el actual, así que no pierdes ningún día.`,
  houseSeatsSubject: (a, e) => `${a}: tus localidades de la casa para ${e}`,
  houseSeatsApproved: (e, at) => `Se ha aprobado tu solicitud de localidades de la casa para ${e} (${at}).`,
  houseSeatsKept: (count) =>
    count === 1 ? 'Te guardamos 1 localidad.' : `Te guardamos ${count} localidades.`,
  houseSeatsSeats: (seats) => `Tus localidades: ${seats}.`,
  houseSeatsPlaces: (area, n) => `${area}: ${n === 1 ? '1 plaza' : `${n} plazas`}`,
  houseSeatsTotal: (total) =>
    `Total a pagar: ${total}. Paga con el primer enlace de abajo, o cancela con el segundo si ya no las necesitas.`,
  houseSeatsPay: 'Pagar mis localidades',
  houseSeatsNoLonger: '¿Ya no las necesitas?',
  houseSeatsCancel: 'Cancelar mi solicitud',
  payLabel: 'Pagar',
  cancelLabel: 'Cancelar',
};

const french: AccountMailTexts = {
  greeting: (name) => `Bonjour ${name},`,
  verifySubject: (a) => `${a} : confirmez votre adresse e-mail`,
  verifyThanks: (a) => `Merci d'avoir créé votre compte ${a}.`,
  verifyLink: (h) =>
    `Confirmez votre adresse e-mail avec le lien ci-dessous. Il ne fonctionne qu'une fois et expire dans ${h} heures.`,
  verifyButton: 'Confirmer mon e-mail',
  customerResetSubject: (a) => `${a} : réinitialisez votre mot de passe`,
  customerResetAsked: (a) => `Quelqu'un a demandé à réinitialiser le mot de passe de votre compte ${a}.`,
  resetLink: (m) =>
    `Choisissez un nouveau mot de passe avec le lien ci-dessous. Il ne fonctionne qu'une fois et expire dans ${m} minutes. Si vous n'avez rien demandé, ignorez ce message.`,
  resetButton: 'Réinitialiser mon mot de passe',
  invitationSubject: (a) => `${a} : votre invitation à l'administration`,
  invitationIntro: (a) => `Vous êtes invité à l'administration de ${a} sur Tessera.`,
  invitationLink: (d) =>
    `Choisissez votre mot de passe avec le lien ci-dessous. Il ne fonctionne qu'une fois et expire dans ${d} jours.`,
  invitationButton: 'Créer mon compte',
  staffResetAsked: (a) =>
    `Quelqu'un a demandé à réinitialiser le mot de passe de votre compte d'administration ${a}.`,
  instalmentFailedSubject: (a, n, o) => `${a} : l'échéance ${n} de la commande ${o} n'a pas pu être prélevée`,
  instalmentFailed: (n, amount, o, reason) =>
    `Nous n'avons pas pu prélever l'échéance ${n} (${amount}) du plan de paiement de votre commande ${o} : ${reason}`,
  instalmentFailedNext:
    'Vos billets restent les vôtres en attendant. Contactez la billetterie pour la régler ou pour donner une autre carte.',
  cardDeclined: 'la carte a été refusée.',
  cardInsufficientFunds: 'le solde de la carte est insuffisant.',
  cardNotProcessed: "le paiement par carte n'a pas pu être traité.",
  membershipSubject: (a, level, on) => `${a} : votre adhésion ${level} expire le ${on}`,
  membershipExpires: (level, id, on) => `Votre adhésion ${level} (numéro de membre ${id}) expire le ${on}.`,
  membershipRenew: (price) =>
    `Renouvelez-la pour ${price} dans votre compte de notre boutique ou à la billetterie : la nouvelle année part de votre échéance actuelle, vous ne perdez aucun jour.`,
  houseSeatsSubject: (a, e) => `${a} : vos places maison pour ${e}`,
  houseSeatsApproved: (e, at) => `Votre demande de places maison pour ${e} (${at}) a été acceptée.`,
  houseSeatsKept: (count) =>
    count === 1 ? '1 place vous est réservée.' : `${count} places vous sont réservées.`,
  houseSeatsSeats: (seats) => `Vos places : ${seats}.`,
  houseSeatsPlaces: (area, n) => `${area} : ${n === 1 ? '1 place' : `${n} places`}`,
  houseSeatsTotal: (total) =>
    `Total à payer : ${total}. Payez avec le premier lien ci-dessous, ou annulez avec le second si vous n'en avez plus besoin.`,
  houseSeatsPay: 'Payer mes places',
  houseSeatsNoLonger: "Vous n'en avez plus besoin ?",
  houseSeatsCancel: 'Annuler ma demande',
  payLabel: 'Payer',
  cancelLabel: 'Annuler',
};

export const accountMailTexts: Readonly<Record<ShippedLocale, AccountMailTexts>> = {
  'en-US': english,
  'en-GB': english,
  'en-AU': english,
  'es-ES': spanish,
  fr: french,
};
