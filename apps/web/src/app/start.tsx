import '@/app/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureApiClient } from '@/api/client';
import { createQueryClient } from '@/api/query-client';
import { Providers } from '@/app/Providers';
import { createRouter } from '@/app/router';
import { currentLocale, i18n, initI18n } from '@/i18n/i18n';

/** Renders the app into #root, once zod is configured (main.tsx). */
export async function start() {
  await initI18n();
  configureApiClient({ locale: currentLocale, translate: (code) => i18n.t(`errors.${code}`) });
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element.');
  createRoot(root).render(
    <StrictMode>
      <Providers queryClient={createQueryClient()} i18n={i18n}>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
}
