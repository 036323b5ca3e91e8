import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';

type OrdersCode = Exclude<
  Extract<
    ErrorCode,
    | `admin.order_${string}`
    | `admin.saved_basket_${string}`
    | 'admin.basket_unsaved_changes'
    | 'admin.ticket_delivery_after_start'
  >,
  `admin.order_product_${string}`
>;

const english = {
  'admin.order_ticket_not_found': 'This ticket is not on this order.',
  'admin.order_ticket_already_voided': 'This ticket has already been voided.',
  'admin.order_nothing_to_void': 'Choose at least one ticket to void.',
  'admin.order_refund_failed': 'There was an error processing the refund.',
  'admin.order_refund_exceeds_paid': 'A refund cannot be larger than what was paid ({refundable}).',
  'admin.order_refund_total_mismatch': 'The refunds add up to {applied}, but {total} is owed.',
  'admin.order_refund_not_found': 'This refund is not on this order.',
  'admin.order_refund_not_failed': 'This refund is not waiting for a retry: it is under way or done.',
  'admin.order_hold_not_found': 'Choose a hold of this account.',
  'admin.order_seat_not_open': 'That seat is not open. Choose an open seat.',
  'admin.order_user_not_found': 'Choose a user of this account.',
  'admin.order_anonymized': 'This order has already been anonymized.',
  'admin.order_delivery_voided': 'A voided order keeps its delivery method.',
  'admin.order_delivery_method_not_in_plan':
    'This delivery method is not in the delivery plan of this order’s events.',
  'admin.order_delivery_address_missing': 'This order has no postal address, so it cannot be sent by mail.',
  'admin.ticket_delivery_after_start': 'Tickets must be delivered before the event starts.',
  'admin.saved_basket_not_found': 'This saved basket no longer exists.',
  'admin.saved_basket_expired':
    'This basket has expired and its seats are no longer available. Start the order over.',
  'admin.basket_unsaved_changes': 'A basket with unsaved changes must be finalised first.',
} as const satisfies Record<OrdersCode, string>;

/** Messages of the back-office order codes, per locale. */
export const ordersErrorMessages = {
  'en-US': english,
  'en-AU': { ...english, 'admin.order_anonymized': 'This order has already been anonymised.' },
  'en-GB': { ...english, 'admin.order_anonymized': 'This order has already been anonymised.' },
  'es-ES': {
    'admin.order_ticket_not_found': 'Esta entrada no pertenece a este pedido.',
    'admin.order_ticket_already_voided': 'Esta entrada ya se ha anulado.',
    'admin.order_nothing_to_void': 'Elige al menos una entrada para anular.',
    'admin.order_refund_failed': 'Se ha producido un error al procesar el reembolso.',
    'admin.order_refund_exceeds_paid': 'Un reembolso no puede superar lo pagado ({refundable}).',
    'admin.order_refund_total_mismatch': 'Los reembolsos suman {applied}, pero se deben {total}.',
    'admin.order_refund_not_found': 'Este reembolso no pertenece a este pedido.',
    'admin.order_refund_not_failed':
      'Este reembolso no está pendiente de reintento: está en curso o ya se ha hecho.',
    'admin.order_hold_not_found': 'Elige un bloqueo de esta cuenta.',
    'admin.order_seat_not_open': 'Esa butaca no está libre. Elige una butaca libre.',
    'admin.order_user_not_found': 'Elige un usuario de esta cuenta.',
    'admin.order_anonymized': 'Este pedido ya se ha anonimizado.',
    'admin.order_delivery_voided': 'Un pedido anulado conserva su método de entrega.',
    'admin.order_delivery_method_not_in_plan':
      'Este método de entrega no está en el plan de entrega de los eventos de este pedido.',
    'admin.order_delivery_address_missing':
      'Este pedido no tiene dirección postal, así que no se puede enviar por correo.',
    'admin.ticket_delivery_after_start': 'Las entradas deben entregarse antes de que empiece el evento.',
    'admin.saved_basket_not_found': 'Esta cesta guardada ya no existe.',
    'admin.saved_basket_expired':
      'Esta cesta ha caducado y sus butacas ya no están disponibles. Empieza el pedido de nuevo.',
    'admin.basket_unsaved_changes': 'Una cesta con cambios sin guardar debe finalizarse primero.',
  },
  fr: {
    'admin.order_ticket_not_found': 'Ce billet ne fait pas partie de cette commande.',
    'admin.order_ticket_already_voided': 'Ce billet a déjà été annulé.',
    'admin.order_nothing_to_void': 'Choisissez au moins un billet à annuler.',
    'admin.order_refund_failed': 'Une erreur est survenue lors du traitement du remboursement.',
    'admin.order_refund_exceeds_paid':
      'Un remboursement ne peut pas dépasser le montant payé ({refundable}).',
    'admin.order_refund_total_mismatch': 'Les remboursements s’élèvent à {applied}, mais {total} est dû.',
    'admin.order_refund_not_found': 'Ce remboursement ne fait pas partie de cette commande.',
    'admin.order_refund_not_failed':
      'Ce remboursement n’attend pas de nouvelle tentative : il est en cours ou déjà effectué.',
    'admin.order_hold_not_found': 'Choisissez un blocage de ce compte.',
    'admin.order_seat_not_open': 'Ce siège n’est pas libre. Choisissez un siège libre.',
    'admin.order_user_not_found': 'Choisissez un utilisateur de ce compte.',
    'admin.order_anonymized': 'Cette commande a déjà été anonymisée.',
    'admin.order_delivery_voided': 'Une commande annulée conserve son mode de livraison.',
    'admin.order_delivery_method_not_in_plan':
      'Ce mode de livraison ne fait pas partie du plan de livraison des événements de cette commande.',
    'admin.order_delivery_address_missing':
      'Cette commande n’a pas d’adresse postale : elle ne peut pas être envoyée par courrier.',
    'admin.ticket_delivery_after_start': 'Les billets doivent être délivrés avant le début de l’événement.',
    'admin.saved_basket_not_found': 'Ce panier enregistré n’existe plus.',
    'admin.saved_basket_expired':
      'Ce panier a expiré et ses sièges ne sont plus disponibles. Recommencez la commande.',
    'admin.basket_unsaved_changes':
      'Un panier avec des modifications non enregistrées doit d’abord être finalisé.',
  },
} as const satisfies Record<ShippedLocale, Record<OrdersCode, string>>;
