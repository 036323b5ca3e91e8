import type { AnyEndpoint } from '../endpoint';
import * as account from './account';
import * as accountSettings from './account-settings';
import * as adminBulkEmails from './admin-bulk-emails';
import * as advancedReports from './advanced-reports';
import * as audit from './audit';
import * as auth from './auth';
import * as baskets from './baskets';
import * as bundleSales from './bundle-sales';
import * as cardEntry from './card-entry';
import * as cardTerminals from './card-terminals';
import * as customerAccounts from './customer-accounts';
import * as customerCredit from './customer-credit';
import * as customers from './customers';
import * as dashboard from './dashboard';
import * as dataExport from './data-export';
import * as deliveryPlans from './delivery-plans';
import * as eventCancellations from './event-cancellations';
import * as eventEditing from './event-editing';
import * as eventPlans from './event-plans';
import * as eventPrices from './event-prices';
import * as events from './events';
import * as exchanges from './exchanges';
import * as giftCertificates from './gift-certificates';
import * as globals from './globals';
import * as groupSales from './group-sales';
import * as groupSalesReports from './group-sales-reports';
import * as houseSeats from './house-seats';
import * as imageTools from './image-tools';
import * as inventory from './inventory';
import * as invoices from './invoices';
import * as jobs from './jobs';
import * as mail from './mail';
import * as maps from './maps';
import * as memberships from './memberships';
import * as operator from './operator';
import * as orderDeliveryTools from './order-delivery-tools';
import * as orderRefunds from './order-refunds';
import * as orders from './orders';
import * as ordersList from './orders-list';
import * as packages from './packages';
import * as partners from './partners';
import * as paymentPlans from './payment-plans';
import * as paymentSettings from './payment-settings';
import * as paymentTools from './payment-tools';
import * as posSettings from './pos-settings';
import * as pricing from './pricing';
import * as products from './products';
import * as promotions from './promotions';
import * as reconciliation from './reconciliation';
import * as reportSchedules from './report-schedules';
import * as reportServerAccounts from './report-server-accounts';
import * as reports from './reports';
import * as savedBaskets from './saved-baskets';
import * as search from './search';
import * as seasonRenewals from './season-renewals';
import * as seasons from './seasons';
import * as seatAuditReport from './seat-audit-report';
import * as seatSettings from './seat-settings';
import * as selfExchanges from './self-exchanges';
import * as sell from './sell';
import * as shopBuy from './shop-buy';
import * as shopCheckout from './shop-checkout';
import * as shopGiftCertificates from './shop-gift-certificates';
import * as shopSubscriptions from './shop-subscriptions';
import * as stockReports from './stock-reports';
import * as templateImages from './template-images';
import * as templatePricing from './template-pricing';
import * as templates from './templates';
import * as ticketBundles from './ticket-bundles';
import * as ticketDeliveryTools from './ticket-delivery-tools';
import * as ticketTemplates from './ticket-templates';
import * as tickets from './tickets';
import * as transfers from './transfers';
import * as translations from './translations';
import * as ukReports from './uk-reports';
import * as userGroups from './user-groups';
import * as users from './users';
import * as utilityObjects from './utility-objects';
import * as venues from './venues';
import * as waitingRoom from './waiting-room';
import * as walletPasses from './wallet-passes';
import * as webhookEndpoints from './webhook-endpoints';
import * as webhooks from './webhooks';

export * from './account';
export * from './account-settings';
export * from './admin-bulk-emails';
export * from './advanced-reports';
export * from './audit';
export * from './auth';
export * from './baskets';
export * from './bundle-sales';
export * from './card-entry';
export * from './card-terminals';
export * from './checkout-inputs';
export * from './customer-accounts';
export * from './customer-credit';
export * from './customers';
export * from './dashboard';
export * from './data-export';
export * from './delivery-plans';
export * from './event-cancellations';
export * from './event-editing';
export * from './event-fields';
export * from './event-plans';
export * from './event-prices';
export * from './events';
export * from './exchanges';
export * from './gift-certificates';
export * from './globals';
export * from './group-sales';
export * from './group-sales-reports';
export * from './house-seats';
export * from './image-tools';
export * from './inventory';
export * from './invoices';
export * from './jobs';
export * from './mail';
export * from './maps';
export * from './memberships';
export * from './operator';
export * from './order-delivery-tools';
export * from './order-refunds';
export * from './orders';
export * from './orders-list';
export * from './packages';
export * from './partners';
export * from './payment-plans';
export * from './payment-settings';
export * from './payment-tools';
export * from './pos-settings';
export * from './pricing';
export * from './products';
export * from './promotions';
export * from './reconciliation';
export * from './report-schedules';
export * from './report-server-accounts';
export * from './reports';
export * from './saved-baskets';
export * from './search';
export * from './season-renewals';
export * from './seasons';
export * from './seat-audit-report';
export * from './seat-settings';
export * from './self-exchanges';
export * from './sell';
export * from './shop-buy';
export * from './shop-checkout';
export * from './shop-gift-certificates';
export * from './shop-subscriptions';
export * from './stock-reports';
export * from './template-images';
export * from './template-pricing';
export * from './template-settings';
export * from './templates';
export * from './ticket-bundles';
export * from './ticket-delivery-tools';
export * from './ticket-templates';
export * from './tickets';
export * from './transfers';
export * from './translations';
export * from './uk-reports';
export * from './user-groups';
export * from './users';
export * from './utility-objects';
export * from './venues';
export * from './waiting-room';
export * from './wallet-passes';
export * from './webhook-endpoints';
export * from './webhooks';

function endpointsOf(module: Record<string, unknown>): AnyEndpoint[] {
  return Object.values(module).filter(
    (v): v is AnyEndpoint =>
      typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'auth' in v,
  );
}

/** Every endpoint of the API; the server registers exactly these. */
export const endpoints: readonly AnyEndpoint[] = [
  globals,
  cardEntry,
  account,
  auth,
  mail,
  templates,
  pricing,
  promotions,
  products,
  partners,
  houseSeats,
  invoices,
  eventCancellations,
  groupSales,
  groupSalesReports,
  stockReports,
  seatAuditReport,
  waitingRoom,
  users,
  userGroups,
  audit,
  reconciliation,
  cardTerminals,
  paymentTools,
  jobs,
  accountSettings,
  operator,
  venues,
  maps,
  events,
  eventPrices,
  eventEditing,
  inventory,
  seatSettings,
  eventPlans,
  packages,
  templatePricing,
  templateImages,
  baskets,
  bundleSales,
  ticketBundles,
  walletPasses,
  tickets,
  ticketTemplates,
  orders,
  ordersList,
  orderRefunds,
  orderDeliveryTools,
  ticketDeliveryTools,
  adminBulkEmails,
  imageTools,
  exchanges,
  transfers,
  savedBaskets,
  sell,
  shopBuy,
  shopCheckout,
  shopGiftCertificates,
  customerAccounts,
  selfExchanges,
  deliveryPlans,
  customers,
  customerCredit,
  dataExport,
  memberships,
  seasons,
  seasonRenewals,
  shopSubscriptions,
  search,
  paymentSettings,
  giftCertificates,
  paymentPlans,
  webhooks,
  webhookEndpoints,
  translations,
  posSettings,
  reportServerAccounts,
  utilityObjects,
  reports,
  ukReports,
  reportSchedules,
  advancedReports,
  dashboard,
].flatMap(endpointsOf);
