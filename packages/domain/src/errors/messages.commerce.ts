import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

/** The card terminal's error lives with the terminals' (messages.terminals.ts). */
type CommerceCode = Exclude<
  Extract<
    ErrorCode,
    | `purchase.basket_${string}`
    | 'purchase.event_not_on_sale'
    | `purchase.ticket_limit_${string}`
    | 'purchase.price_type_not_available'
    | 'purchase.no_price_for_type'
    | 'purchase.channel_not_allowed'
    | `purchase.payment_${string}`
    | 'purchase.minimum_payment'
    | 'purchase.check_amount_mismatch'
    | 'purchase.comp_not_combinable'
    | `purchase.card_${string}`
    | 'purchase.idempotency_key_reused'
    | 'purchase.order_not_found'
    | 'purchase.tickets_not_delivered_yet'
    | 'purchase.ticket_not_found'
    | 'purchase.ticket_voided'
    | 'purchase.email_failed'
    | 'purchase.no_live_tickets'
    | 'purchase.promo_code_in_use'
    | 'purchase.terms_not_accepted'
    | 'purchase.hold_limit_reached'
    | 'purchase.total_changed'
  >,
  'purchase.card_terminal_unavailable'
>;

const english = {
  'purchase.basket_not_found': 'There was an error retrieving your basket.',
  'purchase.basket_closed': 'This basket has already been paid for. Start a new one to buy more.',
  'purchase.basket_empty': 'Your basket is empty.',
  'purchase.event_not_on_sale': 'Tickets to this event are not on sale.',
  'purchase.ticket_limit_per_request': 'You can add at most {limit} tickets at a time.',
  'purchase.ticket_limit_per_order': 'You can buy at most {limit} tickets for this event in one order.',
  'purchase.ticket_limit_aggregate': 'You have reached the limit of {limit} tickets for this event.',
  'purchase.price_type_not_available': 'This price type is not available for this ticket.',
  'purchase.no_price_for_type': 'This ticket has no price for the chosen price type.',
  'purchase.channel_not_allowed': 'You cannot sell through this sales channel.',
  'purchase.payment_type_not_allowed': 'This payment type cannot be used here.',
  'purchase.payment_total_mismatch': 'The payments add up to {applied}, but the order total is {total}.',
  'purchase.minimum_payment': 'Please enter an amount of {amount} or more',
  'purchase.check_amount_mismatch': 'The check amount must match the order total.',
  'purchase.comp_not_combinable': 'A comp cannot be combined with other payments.',
  'purchase.card_number_invalid': 'Check the card number.',
  'purchase.card_expired': 'This card has expired.',
  'purchase.card_expiry_invalid': 'Check the card’s expiry date.',
  'purchase.card_cvc_invalid': 'Check the card’s security code.',
  'purchase.card_declined': 'Your card was declined. Your basket is kept; try another card.',
  'purchase.card_insufficient_funds':
    'Your card was declined for insufficient funds. Your basket is kept; try another card.',
  'purchase.payment_failed': 'We could not process the payment. Nothing was charged; please try again.',
  'purchase.card_authentication_required':
    'Your bank asks you to confirm this payment (3-D Secure). Nothing was charged: confirm it with your bank when asked, or try another card.',
  'purchase.payment_timeout':
    'The card processor did not answer in time. No order was placed and any hold on your card will be released; please try again.',
  'purchase.payment_method_unsupported':
    'This card entry is not accepted by the venue’s card processor. Reload the page and enter the card again.',
  'purchase.payment_accounts_differ':
    'These events are paid to different payment accounts. Pay for them in separate orders.',
  'purchase.payment_processor_unavailable':
    'Cards cannot be taken for this event: its payment account’s processor is not available.',
  'purchase.idempotency_key_reused':
    'This payment attempt belongs to another basket. Please reload the page.',
  'purchase.order_not_found': 'Order not found or unable to fetch order data.',
  'purchase.tickets_not_delivered_yet':
    'Your tickets are not available yet. The venue delivers them on a later date, and we will email them to you then.',
  'purchase.ticket_not_found': 'This ticket is not part of the order.',
  'purchase.ticket_voided': 'This ticket has been voided.',
  'purchase.email_failed': 'Error sending e-mail.',
  'purchase.no_live_tickets': 'This order has no valid tickets to send.',
  'purchase.promo_code_in_use':
    'Some tickets use a price type that only this promo code opens. Change their price type first.',
  'purchase.terms_not_accepted': 'Please agree to the terms of service to continue.',
  'purchase.hold_limit_reached':
    'Too many seats for this event are already held from your connection. Complete or empty a basket first, or try again in a few minutes.',
  'purchase.total_changed':
    'The total of your basket has changed to {total}. Nothing was charged; check the total and confirm again.',
} as const satisfies Record<CommerceCode, string>;

/** Messages of the basket, checkout and payment codes, per locale. */
export const commerceErrorMessages = {
  'en-US': english,
  'en-AU': english,
  'en-GB': english,
  'es-ES': {
    'purchase.basket_not_found': 'Se ha producido un error al recuperar tu cesta.',
    'purchase.basket_closed': 'Esta cesta ya se ha pagado. Empieza una nueva para comprar más.',
    'purchase.basket_empty': 'Tu cesta está vacía.',
    'purchase.event_not_on_sale': 'Las entradas para este evento no están a la venta.',
    'purchase.ticket_limit_per_request': 'Puedes añadir como máximo {limit} entradas cada vez.',
    'purchase.ticket_limit_per_order':
      'Puedes comprar como máximo {limit} entradas para este evento en un pedido.',
    'purchase.ticket_limit_aggregate': 'Has alcanzado el límite de {limit} entradas para este evento.',
    'purchase.price_type_not_available': 'Este tipo de precio no está disponible para esta entrada.',
    'purchase.no_price_for_type': 'Esta entrada no tiene precio para el tipo de precio elegido.',
    'purchase.channel_not_allowed': 'No puedes vender por este canal de venta.',
    'purchase.payment_type_not_allowed': 'Este tipo de pago no se puede usar aquí.',
    'purchase.payment_total_mismatch': 'Los pagos suman {applied}, pero el total del pedido es {total}.',
    'purchase.minimum_payment': 'Introduce un importe de {amount} o más',
    'purchase.check_amount_mismatch': 'El importe del cheque debe coincidir con el total del pedido.',
    'purchase.comp_not_combinable': 'Una invitación no se puede combinar con otros pagos.',
    'purchase.card_number_invalid': 'Revisa el número de la tarjeta.',
    'purchase.card_expired': 'Esta tarjeta ha caducado.',
    'purchase.card_expiry_invalid': 'Revisa la fecha de caducidad de la tarjeta.',
    'purchase.card_cvc_invalid': 'Revisa el código de seguridad de la tarjeta.',
    'purchase.card_declined': 'Tu tarjeta ha sido rechazada. Conservamos tu cesta; prueba con otra tarjeta.',
    'purchase.card_insufficient_funds':
      'Tu tarjeta ha sido rechazada por fondos insuficientes. Conservamos tu cesta; prueba con otra tarjeta.',
    'purchase.payment_failed': 'No hemos podido procesar el pago. No se ha cobrado nada; inténtalo de nuevo.',
    'purchase.card_authentication_required':
      'Tu banco pide confirmar este pago (3-D Secure). No se ha cobrado nada: confírmalo con tu banco cuando te lo pida o prueba con otra tarjeta.',
    'purchase.payment_timeout':
      'El procesador de tarjetas no ha respondido a tiempo. No se ha hecho ningún pedido y se liberará cualquier retención en tu tarjeta; inténtalo de nuevo.',
    'purchase.payment_method_unsupported':
      'El procesador de tarjetas del recinto no acepta esta forma de introducir la tarjeta. Recarga la página e introduce la tarjeta de nuevo.',
    'purchase.payment_accounts_differ':
      'Estos eventos se cobran en cuentas de pago distintas. Págalos en pedidos separados.',
    'purchase.payment_processor_unavailable':
      'No se pueden cobrar tarjetas para este evento: el procesador de su cuenta de pago no está disponible.',
    'purchase.idempotency_key_reused':
      'Este intento de pago pertenece a otra cesta. Vuelve a cargar la página.',
    'purchase.order_not_found': 'Pedido no encontrado o no se han podido obtener sus datos.',
    'purchase.tickets_not_delivered_yet':
      'Tus entradas aún no están disponibles. El recinto las entrega en una fecha posterior y te las enviaremos por correo electrónico entonces.',
    'purchase.ticket_not_found': 'Esta entrada no forma parte del pedido.',
    'purchase.ticket_voided': 'Esta entrada ha sido anulada.',
    'purchase.email_failed': 'Error al enviar el correo electrónico.',
    'purchase.no_live_tickets': 'Este pedido no tiene entradas válidas que enviar.',
    'purchase.promo_code_in_use':
      'Algunas entradas usan un tipo de precio que solo abre este código promocional. Cambia primero su tipo de precio.',
    'purchase.terms_not_accepted': 'Acepta las condiciones del servicio para continuar.',
    'purchase.hold_limit_reached':
      'Ya hay demasiadas entradas de este evento reservadas desde tu conexión. Completa o vacía una cesta primero, o vuelve a intentarlo en unos minutos.',
    'purchase.total_changed':
      'El total de tu cesta ha cambiado a {total}. No se ha cobrado nada; revisa el total y vuelve a confirmar.',
  },
  fr: {
    'purchase.basket_not_found': 'Une erreur est survenue lors de la récupération de votre panier.',
    'purchase.basket_closed': 'Ce panier a déjà été payé. Commencez-en un nouveau pour acheter davantage.',
    'purchase.basket_empty': 'Votre panier est vide.',
    'purchase.event_not_on_sale': 'Les billets pour cet événement ne sont pas en vente.',
    'purchase.ticket_limit_per_request': 'Vous pouvez ajouter au plus {limit} billets à la fois.',
    'purchase.ticket_limit_per_order':
      'Vous pouvez acheter au plus {limit} billets pour cet événement dans une commande.',
    'purchase.ticket_limit_aggregate': 'Vous avez atteint la limite de {limit} billets pour cet événement.',
    'purchase.price_type_not_available': 'Ce type de tarif n’est pas disponible pour ce billet.',
    'purchase.no_price_for_type': 'Ce billet n’a pas de prix pour le type de tarif choisi.',
    'purchase.channel_not_allowed': 'Vous ne pouvez pas vendre par ce canal de vente.',
    'purchase.payment_type_not_allowed': 'Ce type de paiement ne peut pas être utilisé ici.',
    'purchase.payment_total_mismatch':
      'Les paiements s’élèvent à {applied}, mais le total de la commande est de {total}.',
    'purchase.minimum_payment': 'Veuillez saisir un montant de {amount} ou plus',
    'purchase.check_amount_mismatch': 'Le montant du chèque doit correspondre au total de la commande.',
    'purchase.comp_not_combinable': 'Une invitation ne peut pas être combinée avec d’autres paiements.',
    'purchase.card_number_invalid': 'Vérifiez le numéro de la carte.',
    'purchase.card_expired': 'Cette carte a expiré.',
    'purchase.card_expiry_invalid': 'Vérifiez la date d’expiration de la carte.',
    'purchase.card_cvc_invalid': 'Vérifiez le code de sécurité de la carte.',
    'purchase.card_declined':
      'Votre carte a été refusée. Votre panier est conservé ; essayez une autre carte.',
    'purchase.card_insufficient_funds':
      'Votre carte a été refusée pour provision insuffisante. Votre panier est conservé ; essayez une autre carte.',
    'purchase.payment_failed':
      'Nous n’avons pas pu traiter le paiement. Rien n’a été débité ; veuillez réessayer.',
    'purchase.card_authentication_required':
      'Votre banque demande de confirmer ce paiement (3-D Secure). Rien n’a été débité : confirmez-le auprès de votre banque quand elle le demande, ou essayez une autre carte.',
    'purchase.payment_timeout':
      'Le processeur de cartes n’a pas répondu à temps. Aucune commande n’a été passée et toute réservation sur votre carte sera libérée ; veuillez réessayer.',
    'purchase.payment_method_unsupported':
      'Le processeur de cartes du lieu n’accepte pas cette saisie de carte. Rechargez la page et saisissez à nouveau la carte.',
    'purchase.payment_accounts_differ':
      'Ces événements sont encaissés sur des comptes de paiement différents. Payez-les dans des commandes séparées.',
    'purchase.payment_processor_unavailable':
      'Les cartes ne peuvent pas être acceptées pour cet événement : le processeur de son compte de paiement n’est pas disponible.',
    'purchase.idempotency_key_reused':
      'Cette tentative de paiement appartient à un autre panier. Veuillez recharger la page.',
    'purchase.order_not_found': 'Commande introuvable ou impossible de récupérer ses données.',
    'purchase.tickets_not_delivered_yet':
      'Vos billets ne sont pas encore disponibles. Le lieu les délivre à une date ultérieure et nous vous les enverrons alors par e-mail.',
    'purchase.ticket_not_found': 'Ce billet ne fait pas partie de la commande.',
    'purchase.ticket_voided': 'Ce billet a été annulé.',
    'purchase.email_failed': 'Erreur lors de l’envoi de l’e-mail.',
    'purchase.no_live_tickets': 'Cette commande n’a aucun billet valable à envoyer.',
    'purchase.promo_code_in_use':
      'Certains billets utilisent un type de tarif que seul ce code promo ouvre. Changez d’abord leur type de tarif.',
    'purchase.terms_not_accepted': 'Veuillez accepter les conditions d’utilisation pour continuer.',
    'purchase.hold_limit_reached':
      'Trop de places de cet événement sont déjà réservées depuis votre connexion. Finalisez ou videz un panier d’abord, ou réessayez dans quelques minutes.',
    'purchase.total_changed':
      'Le total de votre panier est passé à {total}. Rien n’a été débité ; vérifiez le total et confirmez à nouveau.',
  },
} as const satisfies Record<ShippedLocale, Record<CommerceCode, string>>;
