import { screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WeeklyEventSalesPage } from '@/admin/reports/WeeklyEventSalesPage';
import { jsonResponse, renderScreen } from './render';

const account = {
  id: 1,
  name: 'Demo Theatre',
  currency: 'USD',
  defaultLanguage: 'en-US',
  homeUrl: '',
  bookNowUrl: '',
  supportEmail: '',
  timezone: 'America/New_York',
};

afterEach(() => vi.useRealTimers());

describe('a report’s range opens on this month in the account’s time zone', () => {
  it('at 01:00 UTC on 1 December a New York account’s report still opens on 1 November', async () => {
    // Only the date is moved: it is still the evening of 30 November in New York.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T01:00:00Z'));
    const asked: string[] = [];
    const fetch = vi.fn(async (url: RequestInfo | URL) => {
      const path = String(url);
      asked.push(path);
      if (path.endsWith('/api/admin/account')) return jsonResponse(200, account);
      if (path.endsWith('/api/account/details')) return jsonResponse(200, { permissions: [], features: [] });
      if (path.endsWith('/api/admin/features')) return jsonResponse(200, {});
      if (path.includes('/venues')) return jsonResponse(200, { items: [], total: 0 });
      return jsonResponse(200, []);
    });
    await renderScreen(
      <Suspense fallback={null}>
        <WeeklyEventSalesPage />
      </Suspense>,
      { path: '/admin/v2/reports/weekly-event-sales', fetch },
    );
    expect(await screen.findByDisplayValue('2026-11-01')).toBeTruthy();
    await waitFor(() => expect(asked.some((u) => u.includes('from=2026-11-01'))).toBe(true));
    expect(asked.some((u) => u.includes('from=2026-12-01'))).toBe(false);
  });
});
