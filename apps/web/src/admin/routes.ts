import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyNamed } from '@/ui/lazyNamed';
import type { SidebarGroupId } from './shell/sidebar';

/** Readable route names live under admin.nav; the page title and the sidebar both use them. */
type RouteNameKey =
  | 'admin.nav.dashboard'
  | 'admin.nav.login'
  | 'admin.nav.technicalDocumentation'
  | 'admin.nav.adminErrorsDocumentation'
  | 'admin.nav.purchasingErrorsDocumentation'
  | 'admin.nav.serverErrors'
  | 'admin.nav.mailOutbox'
  | 'admin.nav.eventTemplates'
  | 'admin.nav.eventTemplate'
  | 'admin.nav.venues'
  | 'admin.nav.venue'
  | 'admin.nav.events'
  | 'admin.nav.event'
  | 'admin.nav.eventScreens.holds'
  | 'admin.nav.eventScreens.price-levels'
  | 'admin.nav.eventScreens.accessible-seating'
  | 'admin.nav.eventScreens.seat-tags'
  | 'admin.nav.bulkEditSeats'
  | 'admin.nav.seatHistory'
  | 'admin.nav.seatLocator'
  | 'admin.nav.venueConfigs'
  | 'admin.nav.venueConfig'
  | 'admin.nav.mapGenerator'
  | 'admin.nav.seatSettings';

export interface AdminRoute {
  id: string;
  /** Relative to /admin/v2; '' is the dashboard. */
  path: string;
  nameKey: RouteNameKey;
  screen: LazyExoticComponent<ComponentType>;
  /** `public` screens skip the start-up calls and render without the shell. */
  layout: 'shell' | 'public';
  sidebar?: SidebarGroupId;
}

/** The one list of back-office screens: routes, page titles and the sidebar come from here. */
export const adminRoutes: readonly AdminRoute[] = [
  {
    id: 'dashboard',
    path: '',
    nameKey: 'admin.nav.dashboard',
    screen: lazyNamed(() => import('@/admin/dashboard/DashboardPage'), 'DashboardPage'),
    layout: 'shell',
    sidebar: 'dashboard',
  },
  {
    id: 'login',
    path: 'auth/login',
    nameKey: 'admin.nav.login',
    screen: lazyNamed(() => import('@/admin/auth/LoginPage'), 'LoginPage'),
    layout: 'public',
  },
  {
    id: 'eventTemplates',
    path: 'event-templates',
    nameKey: 'admin.nav.eventTemplates',
    screen: lazyNamed(() => import('@/admin/templates/TemplatesListPage'), 'TemplatesListPage'),
    layout: 'shell',
    sidebar: 'events',
  },
  {
    id: 'eventTemplate',
    path: 'event-template/:id/:tab?/:subTab?/:subTabId?/:nestedSubTab?/:nestedSubTabId?',
    nameKey: 'admin.nav.eventTemplate',
    screen: lazyNamed(() => import('@/admin/templates/TemplateDetailPage'), 'TemplateDetailPage'),
    layout: 'shell',
  },
  {
    id: 'events',
    path: 'events',
    nameKey: 'admin.nav.events',
    screen: lazyNamed(() => import('@/admin/events/EventsListPage'), 'EventsListPage'),
    layout: 'shell',
    sidebar: 'events',
  },
  {
    id: 'event',
    path: 'event/:id',
    nameKey: 'admin.nav.event',
    screen: lazyNamed(() => import('@/admin/events/EventDetailPage'), 'EventDetailPage'),
    layout: 'shell',
  },
  {
    id: 'eventHolds',
    path: 'event/:id/holds',
    nameKey: 'admin.nav.eventScreens.holds',
    screen: lazyNamed(() => import('@/admin/seats/EventSeatsPage'), 'EventHoldsPage'),
    layout: 'shell',
  },
  {
    id: 'eventPriceLevels',
    path: 'event/:id/price-levels',
    nameKey: 'admin.nav.eventScreens.price-levels',
    screen: lazyNamed(() => import('@/admin/seats/EventSeatsPage'), 'EventPriceLevelsPage'),
    layout: 'shell',
  },
  {
    id: 'eventAccessibleSeating',
    path: 'event/:id/accessible-seating',
    nameKey: 'admin.nav.eventScreens.accessible-seating',
    screen: lazyNamed(() => import('@/admin/seats/EventSeatsPage'), 'EventAccessibleSeatingPage'),
    layout: 'shell',
  },
  {
    id: 'eventSeatTags',
    path: 'event/:id/seat-tags',
    nameKey: 'admin.nav.eventScreens.seat-tags',
    screen: lazyNamed(() => import('@/admin/seats/EventSeatsPage'), 'EventSeatTagsPage'),
    layout: 'shell',
  },
  {
    id: 'bulkEditSeats',
    path: 'bulk-edit-seats/:id',
    nameKey: 'admin.nav.bulkEditSeats',
    screen: lazyNamed(() => import('@/admin/seats/EventSeatsPage'), 'BulkEditSeatsPage'),
    layout: 'shell',
  },
  {
    id: 'seatHistory',
    path: 'seat-history',
    nameKey: 'admin.nav.seatHistory',
    screen: lazyNamed(() => import('@/admin/seats/SeatHistoryPage'), 'SeatHistoryPage'),
    layout: 'shell',
    sidebar: 'events',
  },
  {
    id: 'venues',
    path: 'venues',
    nameKey: 'admin.nav.venues',
    screen: lazyNamed(() => import('@/admin/venues/VenuesListPage'), 'VenuesListPage'),
    layout: 'shell',
    sidebar: 'venues',
  },
  {
    id: 'venue',
    path: 'venue/:id',
    nameKey: 'admin.nav.venue',
    screen: lazyNamed(() => import('@/admin/venues/VenueDetailPage'), 'VenueDetailPage'),
    layout: 'shell',
  },
  {
    id: 'seatLocator',
    path: 'tools/seat-locator',
    nameKey: 'admin.nav.seatLocator',
    screen: lazyNamed(() => import('@/admin/seats/SeatLocatorPage'), 'SeatLocatorPage'),
    layout: 'shell',
    sidebar: 'tools',
  },
  {
    id: 'venueConfigs',
    path: 'tools/venue-configs',
    nameKey: 'admin.nav.venueConfigs',
    screen: lazyNamed(() => import('@/admin/maps/MapsToolPage'), 'MapsToolPage'),
    layout: 'shell',
    sidebar: 'tools',
  },
  {
    id: 'mapGenerator',
    path: 'tools/venue-configs/new',
    nameKey: 'admin.nav.mapGenerator',
    screen: lazyNamed(() => import('@/admin/maps/MapGeneratorPage'), 'MapGeneratorPage'),
    layout: 'shell',
  },
  {
    id: 'venueConfig',
    path: 'tools/venue-configs/:id',
    nameKey: 'admin.nav.venueConfig',
    screen: lazyNamed(() => import('@/admin/maps/MapDetailPage'), 'MapDetailPage'),
    layout: 'shell',
  },
  {
    id: 'seatSettings',
    path: 'account-settings/seat-settings',
    nameKey: 'admin.nav.seatSettings',
    screen: lazyNamed(() => import('@/admin/seat-settings/SeatSettingsPage'), 'SeatSettingsPage'),
    layout: 'shell',
    sidebar: 'accountSettings',
  },
  {
    id: 'serverErrors',
    path: 'tools/errorprocessing',
    nameKey: 'admin.nav.serverErrors',
    screen: lazyNamed(() => import('@/admin/tools/ServerErrorsPage'), 'ServerErrorsPage'),
    layout: 'shell',
    sidebar: 'tools',
  },
  {
    id: 'mailOutbox',
    path: 'tools/mail-outbox',
    nameKey: 'admin.nav.mailOutbox',
    screen: lazyNamed(() => import('@/admin/tools/MailOutboxPage'), 'MailOutboxPage'),
    layout: 'shell',
    sidebar: 'tools',
  },
  {
    id: 'technicalDocumentation',
    path: 'technical-documentation',
    nameKey: 'admin.nav.technicalDocumentation',
    screen: lazyNamed(() => import('@/admin/docs/TechnicalDocumentationPage'), 'TechnicalDocumentationPage'),
    layout: 'shell',
    sidebar: 'api',
  },
  {
    id: 'adminErrorsDocumentation',
    path: 'admin-errors-documentation',
    nameKey: 'admin.nav.adminErrorsDocumentation',
    screen: lazyNamed(() => import('@/admin/docs/ErrorDocumentationPage'), 'AdminErrorsDocumentationPage'),
    layout: 'shell',
    sidebar: 'api',
  },
  {
    id: 'purchasingErrorsDocumentation',
    path: 'purchasing-errors-documentation',
    nameKey: 'admin.nav.purchasingErrorsDocumentation',
    screen: lazyNamed(
      () => import('@/admin/docs/ErrorDocumentationPage'),
      'PurchasingErrorsDocumentationPage',
    ),
    layout: 'shell',
    sidebar: 'api',
  },
];

export function adminHref(route: AdminRoute): string {
  return route.path ? `/admin/v2/${route.path}` : '/admin/v2';
}

export function findAdminRoute(id: string): AdminRoute | undefined {
  return adminRoutes.find((route) => route.id === id);
}
