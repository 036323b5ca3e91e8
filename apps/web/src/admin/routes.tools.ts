import { lazyNamed } from '@/ui/lazyNamed';
import type { AdminRoute } from './routes';

/** The Tools index and the tools of decisions/0070 (translations). */
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
];
