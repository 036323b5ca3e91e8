import type { EventDetail } from '@tessera/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EventSeatsTab } from '@/admin/events/EventSeatsTab';
import { jsonResponse, renderScreen } from './render';

/** The parts of an event the seats tab reads; the rest of the detail is not shown there. */
const event = {
  id: 7,
  venueId: 3,
  mapId: null,
  seatsGenerated: true,
  statusCounts: { open: 40, hold: 2, reserved: 3, sold: 5, comp: 0, kill: 0 },
  priceLevels: [],
  gaAreas: [],
} as unknown as EventDetail;

describe("the event's seats tab", () => {
  it('says its seat counts are being updated while the event is fetched again, and marks them busy', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, []));
    await renderScreen(<EventSeatsTab event={event} refreshing />, { fetch });
    expect((await screen.findByRole('status')).textContent).toContain('Updating the seat counts…');
    expect(document.querySelector('[aria-busy="true"]')?.textContent).toContain('40');
  });

  it('shows the counts as settled once the event is fresh', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, []));
    await renderScreen(<EventSeatsTab event={event} refreshing={false} />, { fetch, locale: 'es-ES' });
    expect(screen.queryByText('Actualizando el recuento de asientos…')).toBeNull();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
