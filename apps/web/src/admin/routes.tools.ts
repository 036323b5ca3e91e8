import { lazyNamed } from '@/ui/lazyNamed';
import type { AdminRoute } from './routes';

/** Tools that change orders, tickets and images in bulk (spec §2, children of /tools). */
export const toolRoutes: readonly AdminRoute[] = [
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
];
