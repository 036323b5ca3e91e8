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
    permission: 'accountSettings',
  },
];
