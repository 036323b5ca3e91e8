import type { ShippedLocale } from '@tessera/domain';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { configureApiClient } from '@/api/client';
import { createQueryClient } from '@/api/query-client';
import { Providers } from '@/app/Providers';
import { i18n, initBackOfficeI18n, initI18n } from '@/i18n/i18n';

/** Renders a screen as the app does: Mantine, TanStack Query, i18n and a router at `path`. */
export async function renderScreen(
  ui: ReactElement,
  {
    path = '/',
    locale = 'en-US',
    fetch,
  }: { path?: string; locale?: ShippedLocale; fetch?: typeof globalThis.fetch } = {},
) {
  if (path.startsWith('/shop')) await initI18n(locale);
  else await initBackOfficeI18n(locale);
  configureApiClient({
    locale: () => i18n.language,
    translate: (code) => i18n.t(`errors.${code}`),
    ...(fetch ? { fetch } : {}),
  });
  return render(
    <Providers queryClient={createQueryClient()} i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </Providers>,
  );
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}
