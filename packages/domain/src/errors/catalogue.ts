/**
 * The closed registry of error codes. Every failure the API answers carries one of these
 * codes; the message shown to a person is the translation of `errors.<code>`.
 * Groups follow the code prefix: admin.*, purchase.*, auth.*, common.*.
 */
export const errorCatalogue = {
  'common.validation_failed': { status: 400 },
  'common.bad_request': { status: 400 },
  'common.not_found': { status: 404 },
  'common.method_not_allowed': { status: 405 },
  'common.payload_too_large': { status: 413 },
  'common.rate_limited': { status: 429 },
  'common.internal': { status: 500 },
  'common.unavailable': { status: 503 },
  'common.origin_forbidden': { status: 403 },
  'auth.unauthenticated': { status: 401 },
  'auth.invalid_credentials': { status: 401 },
  'auth.too_many_attempts': { status: 429 },
  'auth.permission_denied': { status: 403 },
  // auth: identity (users, user groups, 2FA, lockout)
  'auth.account_locked': { status: 423 },
  'auth.two_factor_required': { status: 401 },
  'auth.two_factor_invalid': { status: 401 },
  'auth.two_factor_setup_required': { status: 403 },
  'auth.two_factor_not_started': { status: 409 },
  'auth.reset_token_invalid': { status: 400 },
  'auth.email_taken': { status: 409 },
  'auth.invitation_already_accepted': { status: 409 },
  'auth.cannot_impersonate': { status: 409 },
  'auth.not_impersonating': { status: 409 },
  'auth.cannot_change_own_access': { status: 409 },
  'auth.user_out_of_reach': { status: 403 },
  'admin.user_group_name_taken': { status: 409 },
  'admin.user_group_renewals_need_season_packages': { status: 400 },
  'admin.user_group_scope_needs_ids': { status: 400 },
  'admin.user_group_in_use': { status: 409 },
  'admin.user_group_archived': { status: 409 },
  'admin.api_key_create_failed': { status: 409 },
  'admin.hostname_taken': { status: 409 },
  'admin.hostname_default_required': { status: 409 },
  'admin.image_type_invalid': { status: 400 },
  'admin.image_size_invalid': { status: 400 },
  // admin: mail
  'admin.mail_send_failed': { status: 502 },
  // admin: event templates and pricing
  'admin.event_template_not_found': { status: 404 },
  'admin.event_template_archived': { status: 409 },
  'admin.event_period_invalid': { status: 400 },
  'admin.event_period_overlap': { status: 400 },
  'admin.availability_required': { status: 400 },
  'admin.availability_high_not_above_low': { status: 400 },
  'admin.date_rule_invalid': { status: 400 },
  'admin.fee_class_duplicate': { status: 409 },
  'admin.fee_class_not_found': { status: 404 },
  'admin.price_type_discount_too_high': { status: 400 },
  'admin.price_type_not_found': { status: 404 },
  'admin.fee_set_not_found': { status: 404 },
  'admin.fee_not_found': { status: 404 },
  'admin.fee_min_above_max': { status: 400 },
  'admin.promotion_not_found': { status: 404 },
  'admin.promotion_dates_invalid': { status: 400 },
  'admin.promotion_rule_dates_invalid': { status: 400 },
  'admin.promotion_code_taken': { status: 409 },
  'admin.group_codes_failed': { status: 500 },
  'admin.product_sku_taken': { status: 409 },
  'admin.product_not_found': { status: 404 },
  'admin.product_stock_required': { status: 400 },
  // admin: event plans, packages and payment-method commissions
  'admin.event_plan_not_found': { status: 404 },
  'admin.event_plan_archived': { status: 409 },
  'admin.event_plan_event_not_found': { status: 404 },
  'admin.event_plan_event_duplicate': { status: 400 },
  'admin.event_plan_needs_events': { status: 400 },
  'admin.event_plan_range_required': { status: 400 },
  'admin.event_plan_min_above_max': { status: 400 },
  'admin.event_plan_max_above_events': { status: 400 },
  'admin.event_plan_window_invalid': { status: 400 },
  'admin.event_plan_discount_too_high': { status: 400 },
  'admin.event_plan_price_level_invalid': { status: 400 },
  'admin.package_not_found': { status: 404 },
  'admin.package_archived': { status: 409 },
  'admin.package_item_not_found': { status: 404 },
  'admin.package_price_required': { status: 400 },
  'admin.commission_duplicate': { status: 400 },
  // admin: venues, maps, seat inventory
  'admin.map_file_unreadable': { status: 400 },
  'admin.map_missing_column': { status: 400 },
  'admin.map_invalid_value': { status: 400 },
  'admin.map_duplicate_section': { status: 400 },
  'admin.map_duplicate_row': { status: 400 },
  'admin.map_duplicate_seat': { status: 400 },
  'admin.map_duplicate_position': { status: 400 },
  'admin.map_seat_outside_section': { status: 400 },
  'admin.map_unknown_section': { status: 400 },
  'admin.map_empty': { status: 400 },
  'admin.map_too_large': { status: 400 },
  'admin.map_archived': { status: 409 },
  'admin.map_in_use': { status: 409 },
  'admin.name_taken': { status: 409 },
  'admin.event_map_required': { status: 409 },
  'admin.seats_already_generated': { status: 409 },
  'admin.seats_not_generated': { status: 409 },
  // the event readiness checklist and a map changed after creation
  'admin.event_seats_unpriced': { status: 409 },
  'admin.event_ga_area_unpriced': { status: 409 },
  'admin.event_on_sale_date_missing': { status: 409 },
  'admin.event_payment_account_missing': { status: 409 },
  'admin.event_map_locked': { status: 409 },
  'admin.seat_generation_failed': { status: 500 },
  'admin.seats_not_editable': { status: 409 },
  'admin.hold_reassignment_required': { status: 409 },
  'admin.hold_group_reassignment_required': { status: 409 },
  'admin.reassignment_target_invalid': { status: 400 },
  'admin.default_sale_type_archive': { status: 409 },
  'admin.ga_capacity_below_taken': { status: 409 },
  'admin.seat_locator_not_allowed': { status: 409 },
  'admin.seat_key_not_found': { status: 404 },
  // admin: events
  'admin.event_field_required': { status: 400 },
  'admin.event_date_invalid': { status: 400 },
  'admin.event_end_before_start': { status: 400 },
  'admin.event_self_exchange_after_lock': { status: 400 },
  'admin.event_date_range_invalid': { status: 400 },
  'admin.event_id_list_invalid': { status: 400 },
  'admin.event_id_not_found': { status: 404 },
  'admin.bulk_edit_too_high': { status: 400 },
  'admin.bulk_edit_seats_not_generated': { status: 409 },
  'admin.bulk_edit_not_ready': { status: 409 },
  'admin.bulk_edit_end_before_start': { status: 400 },
  'admin.bulk_edit_self_exchange_after_lock': { status: 400 },
  // admin: template pricing (price levels, price tables, price changes, template tabs)
  'admin.price_level_not_found': { status: 404 },
  'admin.price_level_archived': { status: 409 },
  'admin.price_level_replacement_required': { status: 409 },
  'admin.price_level_replacement_invalid': { status: 400 },
  'admin.price_table_type_not_table': { status: 400 },
  'admin.price_change_not_found': { status: 404 },
  'admin.price_change_transition_invalid': { status: 409 },
  'admin.price_change_own_request': { status: 409 },
  'admin.price_change_duplicate_item': { status: 400 },
  'admin.choice_unavailable': { status: 400 },
  'admin.default_map_not_listed': { status: 400 },
  'admin.duplicate_entry': { status: 400 },
  // purchase
  'purchase.shop_not_found': { status: 404 },
  'purchase.seats_unavailable': { status: 409 },
  'purchase.seats_just_taken': { status: 409 },
  'purchase.single_seat_left': { status: 409 },
  'purchase.seat_alert_not_acknowledged': { status: 409 },
  'purchase.reservation_expired': { status: 409 },
  // purchase: pricing and promotions
  'purchase.promotion_invalid': { status: 400 },
  'purchase.promotion_customer_tags_required': { status: 403 },
  // purchase: event plans
  'purchase.plan_event_unknown': { status: 400 },
  'purchase.plan_event_duplicate': { status: 400 },
  'purchase.plan_events_incomplete': { status: 400 },
  'purchase.plan_selection_count': { status: 400 },
  // sale: a staff sale refused by the seller's user group policy
  'sale.event_out_of_scope': { status: 403 },
  'sale.hold_not_allowed': { status: 403 },
  'sale.sale_type_not_allowed': { status: 403 },
  'sale.fee_class_not_allowed': { status: 403 },
  'sale.promo_code_not_allowed': { status: 403 },
  'sale.promo_code_required': { status: 403 },
  'sale.payment_type_not_allowed': { status: 403 },
  'sale.comp_type_not_allowed': { status: 403 },
  'sale.custom_payment_not_allowed': { status: 403 },
  'sale.seat_map_action_not_allowed': { status: 403 },
  // purchase: baskets, checkout and payments
  'purchase.basket_not_found': { status: 404 },
  'purchase.basket_closed': { status: 409 },
  'purchase.basket_empty': { status: 400 },
  'purchase.event_not_on_sale': { status: 409 },
  'purchase.ticket_limit_per_request': { status: 400 },
  'purchase.ticket_limit_per_order': { status: 400 },
  'purchase.ticket_limit_aggregate': { status: 400 },
  'purchase.price_type_not_available': { status: 400 },
  'purchase.no_price_for_type': { status: 409 },
  'purchase.ga_area_unpriced': { status: 409 },
  'purchase.seat_unpriced': { status: 409 },
  'purchase.channel_not_allowed': { status: 400 },
  'purchase.payment_type_not_allowed': { status: 403 },
  'purchase.payment_total_mismatch': { status: 400 },
  'purchase.minimum_payment': { status: 400 },
  'purchase.check_amount_mismatch': { status: 400 },
  'purchase.comp_not_combinable': { status: 400 },
  'purchase.card_number_invalid': { status: 400 },
  'purchase.card_expired': { status: 400 },
  'purchase.card_expiry_invalid': { status: 400 },
  'purchase.card_cvc_invalid': { status: 400 },
  'purchase.card_declined': { status: 402 },
  'purchase.card_insufficient_funds': { status: 402 },
  'purchase.payment_failed': { status: 502 },
  'purchase.card_authentication_required': { status: 402 },
  'purchase.payment_timeout': { status: 504 },
  'purchase.payment_method_unsupported': { status: 400 },
  'purchase.payment_accounts_differ': { status: 409 },
  'purchase.payment_processor_unavailable': { status: 409 },
  'purchase.idempotency_key_reused': { status: 409 },
  'purchase.order_not_found': { status: 404 },
  'purchase.ticket_not_found': { status: 404 },
  'purchase.ticket_voided': { status: 409 },
  'purchase.email_failed': { status: 502 },
  'purchase.promo_code_in_use': { status: 409 },
  // admin: orders (box office)
  'admin.order_ticket_not_found': { status: 404 },
  'admin.order_ticket_already_voided': { status: 409 },
  'admin.order_nothing_to_void': { status: 400 },
  'admin.order_refund_failed': { status: 502 },
  'admin.order_refund_exceeds_paid': { status: 400 },
  'admin.order_refund_total_mismatch': { status: 400 },
  'admin.order_refund_not_found': { status: 404 },
  'admin.order_refund_not_failed': { status: 409 },
  'admin.order_hold_not_found': { status: 404 },
  'admin.order_seat_not_open': { status: 409 },
  'admin.order_user_not_found': { status: 404 },
  'admin.order_anonymized': { status: 409 },
  'admin.saved_basket_not_found': { status: 404 },
  'admin.saved_basket_expired': { status: 409 },
  'admin.basket_unsaved_changes': { status: 409 },
  'purchase.terms_not_accepted': { status: 400 },
  // shop customer accounts
  'auth.customer_email_registered': { status: 409 },
  'auth.email_not_verified': { status: 403 },
  'auth.verification_invalid': { status: 400 },
  'auth.verification_resend_too_soon': { status: 429 },
  'auth.current_password_incorrect': { status: 400 },
  'purchase.stored_card_not_found': { status: 404 },
  // delivery plans
  'admin.delivery_plan_not_found': { status: 404 },
  'admin.delivery_plan_in_use': { status: 409 },
  'purchase.delivery_method_required': { status: 400 },
  'purchase.delivery_method_unavailable': { status: 400 },
  'purchase.delivery_address_required': { status: 400 },
  'purchase.delivery_international_not_allowed': { status: 400 },
  // customers, payment settings, gift certificates
  'admin.customer_not_found': { status: 404 },
  'admin.customer_email_taken': { status: 409 },
  'admin.customer_tag_duplicate': { status: 409 },
  'admin.customer_tag_not_found': { status: 404 },
  'admin.customer_tag_unknown': { status: 400 },
  'admin.payment_setting_not_found': { status: 404 },
  'admin.payment_setting_duplicate': { status: 409 },
  'admin.gift_certificate_not_found': { status: 404 },
  'admin.gift_certificate_number_invalid': { status: 400 },
  'admin.gift_certificate_number_taken': { status: 409 },
  'admin.gift_certificate_redeemed': { status: 409 },
  'purchase.customer_not_found': { status: 404 },
  'purchase.comp_type_required': { status: 400 },
  'purchase.custom_payment_type_required': { status: 400 },
  'purchase.partner_required': { status: 400 },
  'purchase.gift_certificate_not_found': { status: 404 },
  'purchase.gift_certificate_expired': { status: 409 },
  'purchase.gift_certificate_voided': { status: 409 },
  'purchase.gift_certificate_insufficient_balance': { status: 409 },
  'purchase.gift_certificate_exceeds_total': { status: 400 },
  // purchase: what one buyer may hold, and the total the buyer was shown
  'purchase.hold_limit_reached': { status: 429 },
  'purchase.total_changed': { status: 409 },
  // purchase: products sold with tickets
  'purchase.product_not_found': { status: 404 },
  'purchase.product_variant_required': { status: 400 },
  'purchase.product_variant_not_found': { status: 404 },
  'purchase.product_out_of_stock': { status: 409 },
  'purchase.product_party_quantity_fixed': { status: 409 },
  'purchase.product_needs_tickets': { status: 409 },
  'admin.order_product_not_found': { status: 404 },
  'admin.order_product_already_voided': { status: 409 },
} as const satisfies Record<string, { status: number }>;

export type ErrorCode = keyof typeof errorCatalogue;
export type ErrorGroup = 'admin' | 'purchase' | 'sale' | 'auth' | 'common';

export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function errorGroup(code: ErrorCode): ErrorGroup {
  return code.slice(0, code.indexOf('.')) as ErrorGroup;
}

export function errorStatus(code: ErrorCode): number {
  return errorCatalogue[code].status;
}

export function errorMessageKey(code: ErrorCode): `errors.${ErrorCode}` {
  return `errors.${code}`;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** Codes shown on the admin errors documentation screen (everything but purchasing). */
export function adminDocumentedCodes(): ErrorCode[] {
  return errorCodes.filter((c) => errorGroup(c) !== 'purchase');
}

/** Codes shown on the purchasing errors documentation screen. */
export function purchasingDocumentedCodes(): ErrorCode[] {
  return errorCodes.filter((c) => {
    const g = errorGroup(c);
    return g === 'purchase' || g === 'common';
  });
}
