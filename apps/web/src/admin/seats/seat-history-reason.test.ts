import { seatHistoryReasons } from '@tessera/domain';
import { describe, expect, it } from 'vitest';
import { changeLocale, i18n, initBackOfficeI18n } from '@/i18n/i18n';
import { seatHistoryReasonText } from './seat-history-reason';

describe('seat history reasons', () => {
  it('names every reason the server stores, in each language', async () => {
    await initBackOfficeI18n('en-US');
    for (const locale of ['en-US', 'es-ES', 'fr'] as const) {
      await changeLocale(locale);
      for (const code of seatHistoryReasons)
        expect(i18n.exists(`admin.seatHistory.reasons.${code}`), `${locale} ${code}`).toBe(true);
    }
    await changeLocale('es-ES');
    expect(seatHistoryReasonText(i18n.t, { reasonCode: 'exchange', reason: null })).toBe('Cambiada');
  });

  it('keeps the note staff typed after the translated reason', async () => {
    await initBackOfficeI18n('en-US');
    await changeLocale('en-US');
    expect(seatHistoryReasonText(i18n.t, { reasonCode: 'seatLocator', reason: 'Sold at the door' })).toBe(
      'Seat locator: Sold at the door',
    );
    expect(seatHistoryReasonText(i18n.t, { reasonCode: null, reason: null })).toBe('');
  });
});
