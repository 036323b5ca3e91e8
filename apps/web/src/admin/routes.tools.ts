import { lazyNamed } from '@/ui/lazyNamed';
import type { AdminRoute } from './routes';

/**
 * The Tools index and the tools of decisions/0070 (translations), 0071 (orders, tickets and images
 * in bulk) and 0090 (Stripe payments and platform accounts).
 */
export const toolsRoutes: readonly AdminRoute[] = [
  {
    id: 'tools',
    path: 'tools',
    nameKey: 'admin.nav.tools',
    screen: lazyNamed(() => import('@/admin/tools/ToolsIndexPage'), 'ToolsIndexPage'),
    layout: 'shell',
    sidebar: 'tools',
  },
  {
    id: 'translations',
    path: 'tools/translations',
    nameKey: 'admin.nav.translations',
    screen: lazyNamed(() => import('@/admin/tools/TranslationsPage'), 'TranslationsPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'accountSettings',
  },
  {
    id: 'bulkUpdateOrderDeliveryMethods',
    path: 'tools/bulk-update-order-delivery-methods',
    nameKey: 'admin.nav.bulkUpdateOrderDeliveryMethods',
    screen: lazyNamed(() => import('@/admin/tools/BulkDeliveryMethodsPage'), 'BulkDeliveryMethodsPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'refundsAndCancellations',
  },
  {
    id: 'updateScheduledTicketDeliveryDates',
    path: 'tools/update-scheduled-ticket-delivery-dates',
    nameKey: 'admin.nav.updateScheduledTicketDeliveryDates',
    screen: lazyNamed(() => import('@/admin/tools/TicketDeliveryDatesPage'), 'TicketDeliveryDatesPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'events',
  },
  {
    id: 'updateProductImage',
    path: 'tools/update-product-image',
    nameKey: 'admin.nav.updateProductImage',
    screen: lazyNamed(() => import('@/admin/tools/ProductImagePage'), 'ProductImagePage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'accountSettings',
  },
  {
    id: 'validateImages',
    path: 'tools/validate-images',
    nameKey: 'admin.nav.validateImages',
    screen: lazyNamed(() => import('@/admin/tools/ValidateImagesPage'), 'ValidateImagesPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'accountSettings',
  },
  {
    id: 'sendAdminBulkEmails',
    path: 'tools/send-admin-bulk-emails',
    nameKey: 'admin.nav.sendAdminBulkEmails',
    screen: lazyNamed(() => import('@/admin/tools/AdminBulkEmailsPage'), 'AdminBulkEmailsPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'manageUsers',
  },
  {
    id: 'stripePayments',
    path: 'tools/stripepayments',
    nameKey: 'admin.nav.stripePayments',
    screen: lazyNamed(() => import('@/admin/tools/StripePaymentsPage'), 'StripePaymentsPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'viewReconciliation',
  },
  {
    id: 'stripePlatformAccounts',
    path: 'tools/stripe-platform-accounts',
    nameKey: 'admin.nav.stripePlatformAccounts',
    screen: lazyNamed(() => import('@/admin/tools/StripePlatformAccountsPage'), 'StripePlatformAccountsPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'accountSettings',
  },
  {
    id: 'posSettings',
    path: 'tools/pos-settings',
    nameKey: 'admin.nav.posSettings',
    screen: lazyNamed(() => import('@/admin/tools/PosSettingsPage'), 'PosSettingsPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'accountSettings',
  },
];
