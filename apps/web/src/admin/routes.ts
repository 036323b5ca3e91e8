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
  | 'admin.nav.eventTemplate';

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
