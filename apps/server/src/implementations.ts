import { accountSettingsAdminRoutes } from '@/modules/accounts/account-settings.admin.routes';
import { accountsAdminRoutes } from '@/modules/accounts/accounts.admin.routes';
import { accountsShopRoutes } from '@/modules/accounts/accounts.shop.routes';
import { textOverridesAdminRoutes } from '@/modules/accounts/text-overrides.admin.routes';
import { textOverridesShopRoutes } from '@/modules/accounts/text-overrides.shop.routes';
import { auditAdminRoutes } from '@/modules/audit/audit.admin.routes';
import { authRoutes } from '@/modules/auth/auth.routes';
import { passwordResetRoutes } from '@/modules/auth/password-reset.routes';
import { twoFactorRoutes } from '@/modules/auth/two-factor.routes';
import { basketBundlesAdminRoutes } from '@/modules/baskets/basket-bundles.admin.routes';
import { basketCardEntryAdminRoutes } from '@/modules/baskets/basket-card-entry.admin.routes';
import { basketsAdminRoutes } from '@/modules/baskets/baskets.admin.routes';
import { savedBasketsAdminRoutes } from '@/modules/baskets/saved-baskets.admin.routes';
import { customerAccountsShopRoutes } from '@/modules/customer-accounts/customer-accounts.shop.routes';
import { selfExchangeShopRoutes } from '@/modules/customer-accounts/self-exchange.shop.routes';
import { customerCreditRoutes } from '@/modules/customer-credit/customer-credit.routes';
import { customerTagRoutes } from '@/modules/customers/customer-tags.admin.routes';
import { customersAdminRoutes } from '@/modules/customers/customers.admin.routes';
import { dataExportAdminRoutes } from '@/modules/data-export/data-export.admin.routes';
import { deliveryPlansAdminRoutes } from '@/modules/delivery-plans/delivery-plans.admin.routes';
import { eventCancellationAdminRoutes } from '@/modules/event-cancellations/event-cancellations.admin.routes';
import { emailTemplateAdminRoutes } from '@/modules/event-mails/email-templates.admin.routes';
import { eventPlansAdminRoutes } from '@/modules/event-plans/event-plans.admin.routes';
import { eventPriceLevelRoutes } from '@/modules/events/event-price-levels.admin.routes';
import { eventsAdminRoutes } from '@/modules/events/events.admin.routes';
import { eventEditingRoutes } from '@/modules/events/events-editing.admin.routes';
import { exchangesAdminRoutes } from '@/modules/exchanges/exchanges.admin.routes';
import { giftCertificateRoutes } from '@/modules/gift-certificates/gift-certificates.admin.routes';
import { globalsRoutes } from '@/modules/globals/globals.routes';
import { groupSalesAdminRoutes } from '@/modules/group-sales/group-sales.admin.routes';
import { houseSeatsAdminRoutes } from '@/modules/house-seats/house-seats.admin.routes';
import { houseSeatsShopRoutes } from '@/modules/house-seats/house-seats.shop.routes';
import { imageToolsRoutes } from '@/modules/images/image-tools.admin.routes';
import { instalmentsAdminRoutes } from '@/modules/instalments/instalments.admin.routes';
import { inventoryAdminRoutes } from '@/modules/inventory/inventory.admin.routes';
import { invoicesAdminRoutes } from '@/modules/invoices/invoices.admin.routes';
import { invoicesShopRoutes } from '@/modules/invoices/invoices.shop.routes';
import { adminBulkEmailsAdminRoutes } from '@/modules/mail/admin-bulk-emails.admin.routes';
import { mailAdminRoutes } from '@/modules/mail/mail.admin.routes';
import { mapsAdminRoutes } from '@/modules/maps/maps.admin.routes';
import { mapsShopRoutes } from '@/modules/maps/maps.shop.routes';
import { membershipAdminRoutes } from '@/modules/memberships/memberships.admin.routes';
import { membershipShopRoutes } from '@/modules/memberships/memberships.shop.routes';
import { jobsAdminRoutes } from '@/modules/operator/jobs.admin.routes';
import { platformRoutes } from '@/modules/operator/operator.admin.routes';
import { orderDeliveryMovesAdminRoutes } from '@/modules/orders/order-delivery-moves.admin.routes';
import { orderRefundsAdminRoutes } from '@/modules/orders/order-refunds.admin.routes';
import { ordersAdminRoutes } from '@/modules/orders/orders.admin.routes';
import { partnerAdminRoutes } from '@/modules/partners/partners.admin.routes';
import { paymentPlansAdminRoutes } from '@/modules/payment-plans/payment-plans.admin.routes';
import { paymentSettingsRoutes } from '@/modules/payment-settings/payment-settings.admin.routes';
import { posSettingsAdminRoutes } from '@/modules/payment-settings/pos-settings.admin.routes';
import { paymentWebhookRoutes } from '@/modules/payment-webhooks/payment-webhooks.routes';
import { cardTerminalAdminRoutes } from '@/modules/payments/card-terminals.admin.routes';
import { commissionRoutes } from '@/modules/pricing/commissions.admin.routes';
import { feeClassRoutes } from '@/modules/pricing/fee-classes.admin.routes';
import { feeSetRoutes } from '@/modules/pricing/fee-sets.admin.routes';
import { packageRoutes } from '@/modules/pricing/packages.admin.routes';
import { priceChangeRoutes } from '@/modules/pricing/price-changes.admin.routes';
import { priceTableRoutes } from '@/modules/pricing/price-tables.admin.routes';
import { priceTypeRoutes } from '@/modules/pricing/price-types.admin.routes';
import { productRoutes } from '@/modules/pricing/products.admin.routes';
import { promotionRoutes } from '@/modules/pricing/promotions.admin.routes';
import { templatePriceLevelRoutes } from '@/modules/pricing/template-price-levels.admin.routes';
import { paymentToolsAdminRoutes } from '@/modules/reconciliation/payment-tools.admin.routes';
import { reconciliationAdminRoutes } from '@/modules/reconciliation/reconciliation.admin.routes';
import { advancedReportAdminRoutes } from '@/modules/reports/advanced-reports.admin.routes';
import { reportScheduleAdminRoutes } from '@/modules/reports/report-schedules.admin.routes';
import { reportServerAccountAdminRoutes } from '@/modules/reports/report-server-accounts.admin.routes';
import { reportsAdminRoutes } from '@/modules/reports/reports.admin.routes';
import { searchAdminRoutes } from '@/modules/search/search.admin.routes';
import { utilityObjectAdminRoutes } from '@/modules/search/utility-objects.admin.routes';
import { seasonsAdminRoutes } from '@/modules/seasons/seasons.admin.routes';
import { seasonsShopRoutes } from '@/modules/seasons/seasons.shop.routes';
import { seatSettingsAdminRoutes } from '@/modules/seat-settings/seat-settings.admin.routes';
import { seasonPackageSaleRoutes } from '@/modules/sell/season-packages.admin.routes';
import { seasonRenewalSaleRoutes } from '@/modules/sell/season-renewals.admin.routes';
import { sellAdminRoutes } from '@/modules/sell/sell.admin.routes';
import { shopBuyRoutes } from '@/modules/shop/shop.shop.routes';
import { shopBestSeatsRoutes } from '@/modules/shop/shop-best-seats.shop.routes';
import { shopBundlesRoutes } from '@/modules/shop/shop-bundles.shop.routes';
import { shopCardEntryRoutes } from '@/modules/shop/shop-card-entry.shop.routes';
import { giftCertificateShopRoutes } from '@/modules/shop/shop-gift-certificates.shop.routes';
import { shopPaymentPlanRoutes } from '@/modules/shop/shop-payment-plans.shop.routes';
import { shopProductsRoutes } from '@/modules/shop/shop-products.shop.routes';
import { shopSeasonRenewalRoutes } from '@/modules/shop/shop-season-renewals.shop.routes';
import { shopSubscriptionRoutes } from '@/modules/shop/shop-subscriptions.shop.routes';
import { templateImagesAdminRoutes } from '@/modules/templates/template-images.admin.routes';
import { templatesAdminRoutes } from '@/modules/templates/templates.admin.routes';
import { ticketTemplateRoutes } from '@/modules/ticket-templates/ticket-templates.admin.routes';
import { scheduledDeliveryAdminRoutes } from '@/modules/tickets/scheduled-delivery.admin.routes';
import { ticketBundleShopRoutes } from '@/modules/tickets/ticket-bundles.shop.routes';
import { ticketsAdminRoutes } from '@/modules/tickets/tickets.admin.routes';
import { walletPassAdminRoutes } from '@/modules/tickets/wallet-pass.admin.routes';
import { walletPassShopRoutes } from '@/modules/tickets/wallet-pass.shop.routes';
import { transfersAdminRoutes } from '@/modules/transfers/transfers.admin.routes';
import { transfersShopRoutes } from '@/modules/transfers/transfers.shop.routes';
import { userGroupsAdminRoutes } from '@/modules/user-groups/user-groups.admin.routes';
import { usersAdminRoutes } from '@/modules/users/users.admin.routes';
import { venuesAdminRoutes } from '@/modules/venues/venues.admin.routes';
import { waitingRoomAdminRoutes } from '@/modules/waiting-room/waiting-room.admin.routes';
import { waitingRoomShopRoutes } from '@/modules/waiting-room/waiting-room.shop.routes';
import { webhooksAdminRoutes } from '@/modules/webhooks/webhooks.admin.routes';
import type { Implementation } from '@/platform/http/implement';

/** Every route's implementation, registered against the contract's endpoints. */
export const implementations = [
  ...globalsRoutes,
  ...paymentWebhookRoutes,
  ...accountsAdminRoutes,
  ...accountsShopRoutes,
  ...textOverridesShopRoutes,
  ...shopBuyRoutes,
  ...shopCardEntryRoutes,
  ...shopPaymentPlanRoutes,
  ...shopBestSeatsRoutes,
  ...authRoutes,
  ...passwordResetRoutes,
  ...twoFactorRoutes,
  ...mailAdminRoutes,
  ...adminBulkEmailsAdminRoutes,
  ...emailTemplateAdminRoutes,
  ...usersAdminRoutes,
  ...userGroupsAdminRoutes,
  ...auditAdminRoutes,
  ...accountSettingsAdminRoutes,
  ...platformRoutes,
  ...jobsAdminRoutes,
  ...venuesAdminRoutes,
  ...mapsAdminRoutes,
  ...mapsShopRoutes,
  ...eventsAdminRoutes,
  ...eventEditingRoutes,
  ...basketsAdminRoutes,
  ...basketCardEntryAdminRoutes,
  ...savedBasketsAdminRoutes,
  ...ordersAdminRoutes,
  ...orderDeliveryMovesAdminRoutes,
  ...scheduledDeliveryAdminRoutes,
  ...imageToolsRoutes,
  ...exchangesAdminRoutes,
  ...transfersAdminRoutes,
  ...transfersShopRoutes,
  ...houseSeatsAdminRoutes,
  ...eventCancellationAdminRoutes,
  ...groupSalesAdminRoutes,
  ...houseSeatsShopRoutes,
  ...invoicesAdminRoutes,
  ...invoicesShopRoutes,
  ...selfExchangeShopRoutes,
  ...orderRefundsAdminRoutes,
  ...ticketsAdminRoutes,
  ...reconciliationAdminRoutes,
  ...cardTerminalAdminRoutes,
  ...paymentToolsAdminRoutes,
  ...reportsAdminRoutes,
  ...reportScheduleAdminRoutes,
  ...advancedReportAdminRoutes,
  ...reportServerAccountAdminRoutes,
  ...dataExportAdminRoutes,
  ...sellAdminRoutes,
  ...inventoryAdminRoutes,
  ...seatSettingsAdminRoutes,
  ...templatesAdminRoutes,
  ...templateImagesAdminRoutes,
  ...feeClassRoutes,
  ...priceTypeRoutes,
  ...feeSetRoutes,
  ...promotionRoutes,
  ...productRoutes,
  ...shopProductsRoutes,
  ...shopBundlesRoutes,
  ...eventPlansAdminRoutes,
  ...packageRoutes,
  ...commissionRoutes,
  ...templatePriceLevelRoutes,
  ...priceTableRoutes,
  ...priceChangeRoutes,
  ...eventPriceLevelRoutes,
  ...customerAccountsShopRoutes,
  ...deliveryPlansAdminRoutes,
  ...customersAdminRoutes,
  ...customerCreditRoutes,
  ...customerTagRoutes,
  ...ticketTemplateRoutes,
  ...searchAdminRoutes,
  ...utilityObjectAdminRoutes,
  ...paymentSettingsRoutes,
  ...giftCertificateRoutes,
  ...paymentPlansAdminRoutes,
  ...instalmentsAdminRoutes,
  ...webhooksAdminRoutes,
  ...textOverridesAdminRoutes,
  ...posSettingsAdminRoutes,
  ...membershipAdminRoutes,
  ...membershipShopRoutes,
  ...seasonsAdminRoutes,
  ...seasonsShopRoutes,
  ...shopSeasonRenewalRoutes,
  ...shopSubscriptionRoutes,
  ...seasonPackageSaleRoutes,
  ...basketBundlesAdminRoutes,
  ...seasonRenewalSaleRoutes,
  ...giftCertificateShopRoutes,
  ...ticketBundleShopRoutes,
  ...walletPassShopRoutes,
  ...walletPassAdminRoutes,
  ...partnerAdminRoutes,
  ...waitingRoomShopRoutes,
  ...waitingRoomAdminRoutes,
] as unknown as Implementation[];
