import type { FeatureFlags } from '@tessera/contract';
import type { Permission } from '@tessera/domain';
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyNamed } from '@/ui/lazyNamed';
import type { RouteNameKey } from './route-names';
import { boxOfficeRoutes } from './routes.box-office';
import { eventRoutes } from './routes.events';
import { reportRoutes } from './routes.reports';
import { toolsRoutes } from './routes.tools';
import type { SidebarGroupId } from './shell/sidebar';

export interface AdminRoute {
  id: string;
  /** Relative to /admin/v2; '' is the dashboard. */
  path: string;
  nameKey: RouteNameKey;
  screen: LazyExoticComponent<ComponentType>;
  /** `public` screens skip the start-up calls and render without the shell. */
  layout: 'shell' | 'public';
  sidebar?: SidebarGroupId;
  /** The permission the server asks for the screen's calls; without it the screen says so. */
  permission?: Permission;
  /** Other permissions that open the screen too (a tab of it needs only one of them). */
  alsoOpensWith?: readonly Permission[];
  /** The account feature (Tools → Manage features) without which the sidebar leaves the screen out. */
  feature?: keyof FeatureFlags;
  /** The report it shows (a restrict-reports id): the sidebar leaves it out where the group's list does. */
  report?: string;
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
  ...toolsRoutes,
  ...boxOfficeRoutes,
  ...reportRoutes,
  {
    id: 'login',
    path: 'auth/login',
    nameKey: 'admin.nav.login',
    screen: lazyNamed(() => import('@/admin/auth/LoginPage'), 'LoginPage'),
    layout: 'public',
  },
  {
    id: 'resetPassword',
    path: 'auth/reset-password/:token?',
    nameKey: 'admin.nav.resetPassword',
    screen: lazyNamed(() => import('@/admin/auth/ResetPasswordPage'), 'ResetPasswordPage'),
    layout: 'public',
  },
  {
    id: 'twoFactor',
    path: '2fa',
    nameKey: 'admin.nav.twoFactor',
    screen: lazyNamed(() => import('@/admin/auth/TwoFactorPage'), 'TwoFactorPage'),
    layout: 'public',
  },
  {
    id: 'accountSettings',
    path: 'account-settings/:tab?',
    nameKey: 'admin.nav.accountSettings',
    screen: lazyNamed(() => import('@/admin/settings/AccountSettingsPage'), 'AccountSettingsPage'),
    layout: 'shell',
    sidebar: 'accountSettings',
    permission: 'accountSettings',
    // Supervisors who manage season packages open its Seasons tab (decisions/0086).
    alsoOpensWith: ['seasonPackageManagement'],
  },
  {
    id: 'userProfile',
    path: 'user-profile/:id',
    nameKey: 'admin.nav.userProfile',
    screen: lazyNamed(() => import('@/admin/users/UserProfilePage'), 'UserProfilePage'),
    layout: 'shell',
    permission: 'manageUsers',
  },
  {
    id: 'accounts',
    path: 'tools/accounts',
    nameKey: 'admin.nav.accounts',
    screen: lazyNamed(() => import('@/admin/platform/AccountsToolPage'), 'AccountsToolPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'manageAccounts',
  },
  {
    id: 'manageFeatures',
    path: 'tools/manage-features',
    nameKey: 'admin.nav.manageFeatures',
    screen: lazyNamed(() => import('@/admin/platform/ManageFeaturesPage'), 'ManageFeaturesPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'manageFeatures',
  },
  {
    id: 'changeLogLevel',
    path: 'tools/change-log-level',
    nameKey: 'admin.nav.changeLogLevel',
    screen: lazyNamed(() => import('@/admin/platform/ChangeLogLevelPage'), 'ChangeLogLevelPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'changeLogLevel',
  },
  {
    id: 'cacheClear',
    path: 'tools/cacheclear',
    nameKey: 'admin.nav.cacheClear',
    screen: lazyNamed(() => import('@/admin/platform/CacheClearPage'), 'CacheClearPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'clearCache',
  },
  ...eventRoutes,
  {
    id: 'venues',
    path: 'venues',
    nameKey: 'admin.nav.venues',
    screen: lazyNamed(() => import('@/admin/venues/VenuesListPage'), 'VenuesListPage'),
    layout: 'shell',
    sidebar: 'venues',
    permission: 'venues',
  },
  {
    id: 'venue',
    path: 'venue/:id',
    nameKey: 'admin.nav.venue',
    screen: lazyNamed(() => import('@/admin/venues/VenueDetailPage'), 'VenueDetailPage'),
    layout: 'shell',
    permission: 'venues',
  },
  {
    id: 'seatLocator',
    path: 'tools/seat-locator',
    nameKey: 'admin.nav.seatLocator',
    screen: lazyNamed(() => import('@/admin/seats/SeatLocatorPage'), 'SeatLocatorPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'seatLocator',
  },
  {
    id: 'venueConfigs',
    path: 'tools/venue-configs',
    nameKey: 'admin.nav.venueConfigs',
    screen: lazyNamed(() => import('@/admin/maps/MapsToolPage'), 'MapsToolPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'venues',
  },
  {
    id: 'mapGenerator',
    path: 'tools/venue-configs/new',
    nameKey: 'admin.nav.mapGenerator',
    screen: lazyNamed(() => import('@/admin/maps/MapGeneratorPage'), 'MapGeneratorPage'),
    layout: 'shell',
    permission: 'venues',
  },
  {
    id: 'venueConfig',
    path: 'tools/venue-configs/:id',
    nameKey: 'admin.nav.venueConfig',
    screen: lazyNamed(() => import('@/admin/maps/MapDetailPage'), 'MapDetailPage'),
    layout: 'shell',
    permission: 'venues',
  },
  {
    id: 'seatSettings',
    path: 'account-settings/seat-settings',
    nameKey: 'admin.nav.seatSettings',
    screen: lazyNamed(() => import('@/admin/seat-settings/SeatSettingsPage'), 'SeatSettingsPage'),
    layout: 'shell',
    sidebar: 'accountSettings',
    permission: 'seatSettings',
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
    id: 'reconciliation',
    path: 'tools/reconciliation',
    nameKey: 'admin.nav.reconciliation',
    screen: lazyNamed(() => import('@/admin/tools/ReconciliationPage'), 'ReconciliationPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'viewReconciliation',
  },
  {
    id: 'paymentProcessing',
    path: 'tools/paymentprocessing',
    nameKey: 'admin.nav.paymentProcessing',
    screen: lazyNamed(() => import('@/admin/tools/PaymentProcessingPage'), 'PaymentProcessingPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'refundsAndCancellations',
  },
  {
    id: 'jobs',
    path: 'tools/jobs',
    nameKey: 'admin.nav.jobs',
    screen: lazyNamed(() => import('@/admin/tools/JobsPage'), 'JobsPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'viewJobs',
  },
  {
    id: 'mailOutbox',
    path: 'tools/mail-outbox',
    nameKey: 'admin.nav.mailOutbox',
    screen: lazyNamed(() => import('@/admin/tools/MailOutboxPage'), 'MailOutboxPage'),
    layout: 'shell',
    sidebar: 'tools',
    permission: 'viewMailOutbox',
  },
  {
    id: 'webhooks',
    path: 'webhooks',
    nameKey: 'admin.nav.webhooks',
    screen: lazyNamed(() => import('@/admin/webhooks/WebhooksPage'), 'WebhooksPage'),
    layout: 'shell',
    sidebar: 'api',
    permission: 'manageWebhooks',
  },
  {
    id: 'webhookDeliveries',
    path: 'webhooks/:endpointId',
    nameKey: 'admin.nav.webhookDeliveries',
    screen: lazyNamed(() => import('@/admin/webhooks/WebhookDeliveriesPage'), 'WebhookDeliveriesPage'),
    layout: 'shell',
    permission: 'manageWebhooks',
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

/** The route's address; optional parameters are left out. */
export function adminHref(route: AdminRoute): string {
  const path = route.path.replace(/\/:\w+\?$/, '');
  return path ? `/admin/v2/${path}` : '/admin/v2';
}

/** Whether the signed-in user may open a screen (the server enforces the same rule). */
export function mayOpen(route: AdminRoute, permissions: readonly string[]): boolean {
  return (
    !route.permission ||
    permissions.includes(route.permission) ||
    (route.alsoOpensWith ?? []).some((p) => permissions.includes(p))
  );
}

/**
 * Whether the sidebar lists a screen for this user and account: they may open it, and the
 * account has the feature it belongs to (decisions/0093), and their group allows the report it shows.
 */
export function inSidebarFor(
  route: AdminRoute,
  permissions: readonly string[],
  features: Partial<FeatureFlags> | undefined,
  /** The reports the user's group allows (account details); absent: every report. */
  reports?: readonly string[],
): boolean {
  return (
    mayOpen(route, permissions) &&
    (!route.feature || features?.[route.feature] === true) &&
    (!route.report || !reports || reports.includes(route.report))
  );
}

export function findAdminRoute(id: string): AdminRoute | undefined {
  return adminRoutes.find((route) => route.id === id);
}
