import type { ShippedLocale } from '../format/locales';
import type { ErrorCode } from './catalogue';
import { accountCreditErrorMessages } from './messages.account-credit';
import { accountsErrorMessages } from './messages.accounts';
import { archivingErrorMessages } from './messages.archiving';
import { bundleErrorMessages } from './messages.bundles';
import { commerceErrorMessages } from './messages.commerce';
import { coreErrorMessages } from './messages.core';
import { customerErrorMessages } from './messages.customers';
import { eventCancellationErrorMessages } from './messages.event-cancellations';
import { eventErrorMessages } from './messages.events';
import { exchangesErrorMessages } from './messages.exchanges';
import { giftCertificateSaleErrorMessages } from './messages.gift-certificate-sales';
import { groupSaleErrorMessages } from './messages.group-sales';
import { houseSeatErrorMessages } from './messages.house-seats';
import { instalmentErrorMessages } from './messages.instalments';
import { inventoryErrorMessages } from './messages.inventory';
import { invoiceErrorMessages } from './messages.invoices';
import { membershipErrorMessages } from './messages.memberships';
import { ordersErrorMessages } from './messages.orders';
import { partnerErrorMessages } from './messages.partners';
import { planErrorMessages } from './messages.plans';
import { posSettingsErrorMessages } from './messages.pos-settings';
import { productErrorMessages } from './messages.products';
import { readinessErrorMessages } from './messages.readiness';
import { reportErrorMessages } from './messages.reports';
import { saleErrorMessages } from './messages.sale';
import { saleTimingErrorMessages } from './messages.sale-timing';
import { seasonErrorMessages } from './messages.seasons';
import { sftpErrorMessages } from './messages.sftp';
import { staffMailErrorMessages } from './messages.staff-mail';
import { templatePricingErrorMessages } from './messages.template-pricing';
import { terminalErrorMessages } from './messages.terminals';
import { ticketBundleErrorMessages } from './messages.ticket-bundles';
import { translationErrorMessages } from './messages.translations';
import { valuePlanErrorMessages } from './messages.value-plans';
import { walletPassErrorMessages } from './messages.wallet-passes';
import { webhookErrorMessages } from './messages.webhooks';

export type ErrorMessages = Record<ErrorCode, string>;

/**
 * Error messages per locale, shared by the server (the `message` of each error) and the web
 * app (the `errors.*` namespace). `{field}`-style placeholders are filled by the caller.
 */
export const errorMessages = {
  'en-US': {
    ...inventoryErrorMessages['en-US'],
    ...commerceErrorMessages['en-US'],
    ...saleErrorMessages['en-US'],
    ...saleTimingErrorMessages['en-US'],
    ...ordersErrorMessages['en-US'],
    ...accountsErrorMessages['en-US'],
    ...customerErrorMessages['en-US'],
    ...giftCertificateSaleErrorMessages['en-US'],
    ...planErrorMessages['en-US'],
    ...instalmentErrorMessages['en-US'],
    ...terminalErrorMessages['en-US'],
    ...productErrorMessages['en-US'],
    ...eventErrorMessages['en-US'],
    ...templatePricingErrorMessages['en-US'],
    ...readinessErrorMessages['en-US'],
    ...exchangesErrorMessages['en-US'],
    ...accountCreditErrorMessages['en-US'],
    ...webhookErrorMessages['en-US'],
    ...ticketBundleErrorMessages['en-US'],
    ...walletPassErrorMessages['en-US'],
    ...translationErrorMessages['en-US'],
    ...posSettingsErrorMessages['en-US'],
    ...staffMailErrorMessages['en-US'],
    ...reportErrorMessages['en-US'],
    ...sftpErrorMessages['en-US'],
    ...valuePlanErrorMessages['en-US'],
    ...membershipErrorMessages['en-US'],
    ...seasonErrorMessages['en-US'],
    ...bundleErrorMessages['en-US'],
    ...partnerErrorMessages['en-US'],
    ...archivingErrorMessages['en-US'],
    ...groupSaleErrorMessages['en-US'],
    ...houseSeatErrorMessages['en-US'],
    ...invoiceErrorMessages['en-US'],
    ...eventCancellationErrorMessages['en-US'],
    ...coreErrorMessages['en-US'],
  },
  'en-AU': {
    ...inventoryErrorMessages['en-AU'],
    ...commerceErrorMessages['en-AU'],
    ...saleErrorMessages['en-AU'],
    ...saleTimingErrorMessages['en-AU'],
    ...ordersErrorMessages['en-AU'],
    ...accountsErrorMessages['en-AU'],
    ...customerErrorMessages['en-AU'],
    ...giftCertificateSaleErrorMessages['en-AU'],
    ...planErrorMessages['en-AU'],
    ...instalmentErrorMessages['en-AU'],
    ...terminalErrorMessages['en-AU'],
    ...productErrorMessages['en-AU'],
    ...eventErrorMessages['en-AU'],
    ...templatePricingErrorMessages['en-AU'],
    ...readinessErrorMessages['en-AU'],
    ...exchangesErrorMessages['en-AU'],
    ...accountCreditErrorMessages['en-AU'],
    ...webhookErrorMessages['en-AU'],
    ...ticketBundleErrorMessages['en-AU'],
    ...walletPassErrorMessages['en-AU'],
    ...translationErrorMessages['en-AU'],
    ...posSettingsErrorMessages['en-AU'],
    ...staffMailErrorMessages['en-AU'],
    ...reportErrorMessages['en-AU'],
    ...sftpErrorMessages['en-AU'],
    ...valuePlanErrorMessages['en-AU'],
    ...membershipErrorMessages['en-AU'],
    ...seasonErrorMessages['en-AU'],
    ...bundleErrorMessages['en-AU'],
    ...partnerErrorMessages['en-AU'],
    ...archivingErrorMessages['en-AU'],
    ...groupSaleErrorMessages['en-AU'],
    ...houseSeatErrorMessages['en-AU'],
    ...invoiceErrorMessages['en-AU'],
    ...eventCancellationErrorMessages['en-AU'],
    ...coreErrorMessages['en-AU'],
  },
  'en-GB': {
    ...inventoryErrorMessages['en-GB'],
    ...commerceErrorMessages['en-GB'],
    ...saleErrorMessages['en-GB'],
    ...saleTimingErrorMessages['en-GB'],
    ...ordersErrorMessages['en-GB'],
    ...accountsErrorMessages['en-GB'],
    ...customerErrorMessages['en-GB'],
    ...giftCertificateSaleErrorMessages['en-GB'],
    ...planErrorMessages['en-GB'],
    ...instalmentErrorMessages['en-GB'],
    ...terminalErrorMessages['en-GB'],
    ...productErrorMessages['en-GB'],
    ...eventErrorMessages['en-GB'],
    ...templatePricingErrorMessages['en-GB'],
    ...readinessErrorMessages['en-GB'],
    ...exchangesErrorMessages['en-GB'],
    ...accountCreditErrorMessages['en-GB'],
    ...webhookErrorMessages['en-GB'],
    ...ticketBundleErrorMessages['en-GB'],
    ...walletPassErrorMessages['en-GB'],
    ...translationErrorMessages['en-GB'],
    ...posSettingsErrorMessages['en-GB'],
    ...staffMailErrorMessages['en-GB'],
    ...reportErrorMessages['en-GB'],
    ...sftpErrorMessages['en-GB'],
    ...valuePlanErrorMessages['en-GB'],
    ...membershipErrorMessages['en-GB'],
    ...seasonErrorMessages['en-GB'],
    ...bundleErrorMessages['en-GB'],
    ...partnerErrorMessages['en-GB'],
    ...archivingErrorMessages['en-GB'],
    ...groupSaleErrorMessages['en-GB'],
    ...houseSeatErrorMessages['en-GB'],
    ...invoiceErrorMessages['en-GB'],
    ...eventCancellationErrorMessages['en-GB'],
    ...coreErrorMessages['en-GB'],
  },
  'es-ES': {
    ...coreErrorMessages['es-ES'],
    ...inventoryErrorMessages['es-ES'],
    ...commerceErrorMessages['es-ES'],
    ...saleErrorMessages['es-ES'],
    ...saleTimingErrorMessages['es-ES'],
    ...ordersErrorMessages['es-ES'],
    ...accountsErrorMessages['es-ES'],
    ...customerErrorMessages['es-ES'],
    ...giftCertificateSaleErrorMessages['es-ES'],
    ...planErrorMessages['es-ES'],
    ...instalmentErrorMessages['es-ES'],
    ...terminalErrorMessages['es-ES'],
    ...productErrorMessages['es-ES'],
    ...eventErrorMessages['es-ES'],
    ...templatePricingErrorMessages['es-ES'],
    ...readinessErrorMessages['es-ES'],
    ...exchangesErrorMessages['es-ES'],
    ...accountCreditErrorMessages['es-ES'],
    ...webhookErrorMessages['es-ES'],
    ...ticketBundleErrorMessages['es-ES'],
    ...walletPassErrorMessages['es-ES'],
    ...translationErrorMessages['es-ES'],
    ...posSettingsErrorMessages['es-ES'],
    ...staffMailErrorMessages['es-ES'],
    ...reportErrorMessages['es-ES'],
    ...sftpErrorMessages['es-ES'],
    ...valuePlanErrorMessages['es-ES'],
    ...membershipErrorMessages['es-ES'],
    ...seasonErrorMessages['es-ES'],
    ...bundleErrorMessages['es-ES'],
    ...partnerErrorMessages['es-ES'],
    ...archivingErrorMessages['es-ES'],
    ...groupSaleErrorMessages['es-ES'],
    ...houseSeatErrorMessages['es-ES'],
    ...invoiceErrorMessages['es-ES'],
    ...eventCancellationErrorMessages['es-ES'],
  },
  fr: {
    ...coreErrorMessages.fr,
    ...inventoryErrorMessages.fr,
    ...saleTimingErrorMessages.fr,
    ...membershipErrorMessages.fr,
    ...seasonErrorMessages.fr,
    ...bundleErrorMessages.fr,
    ...partnerErrorMessages.fr,
    ...archivingErrorMessages.fr,
    ...groupSaleErrorMessages.fr,
    ...houseSeatErrorMessages.fr,
    ...invoiceErrorMessages.fr,
    ...eventCancellationErrorMessages.fr,
    ...planErrorMessages.fr,
    ...instalmentErrorMessages.fr,
    ...terminalErrorMessages.fr,
    ...productErrorMessages.fr,
    ...eventErrorMessages.fr,
    ...commerceErrorMessages.fr,
    ...saleErrorMessages.fr,
    ...ordersErrorMessages.fr,
    ...accountsErrorMessages.fr,
    ...customerErrorMessages.fr,
    ...giftCertificateSaleErrorMessages.fr,
    ...templatePricingErrorMessages.fr,
    ...readinessErrorMessages.fr,
    ...exchangesErrorMessages.fr,
    ...accountCreditErrorMessages.fr,
    ...webhookErrorMessages.fr,
    ...ticketBundleErrorMessages.fr,
    ...walletPassErrorMessages.fr,
    ...translationErrorMessages.fr,
    ...posSettingsErrorMessages.fr,
    ...staffMailErrorMessages.fr,
    ...reportErrorMessages.fr,
    ...sftpErrorMessages.fr,
    ...valuePlanErrorMessages.fr,
  },
} as const satisfies Record<ShippedLocale, ErrorMessages>;
