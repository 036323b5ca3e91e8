import { seatAlertShown } from '@tessera/domain';
import { describe, expect, it } from 'vitest';

describe('the alert a seat shows at sale', () => {
  it('is the event’s override in place of the seat’s own alert', () => {
    expect(seatAlertShown(4, 9)).toBe(9);
  });

  it('is the seat’s own alert when the event has no override', () => {
    expect(seatAlertShown(4, null)).toBe(4);
  });

  it('is none for a seat without an alert, override or not', () => {
    expect(seatAlertShown(0, 9)).toBe(0);
    expect(seatAlertShown(0, null)).toBe(0);
  });
});
