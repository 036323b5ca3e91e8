import {
  type EventMailDates,
  eventMailAt,
  eventMailDue,
  eventMailTexts,
  shippedLocales,
} from '@tessera/domain';
import { describe, expect, it } from 'vitest';

const NY = 'America/New_York';
// 1 March 2027, 19:30 to 22:00 in New York.
const event: EventMailDates = {
  startsAt: new Date('2027-03-02T00:30:00Z'),
  endsAt: new Date('2027-03-02T03:00:00Z'),
  preEventEmailAt: null,
  postEventEmailAt: null,
  dateTbd: false,
  status: 'Scheduled',
};

describe('pre- and post-event mail times', () => {
  it('sends the pre-event mail 24 hours before the start, unless the event sets its date', () => {
    expect(eventMailAt('pre', event, NY).toISOString()).toBe('2027-03-01T00:30:00.000Z');
    const own = new Date('2027-02-25T15:00:00Z');
    expect(eventMailAt('pre', { ...event, preEventEmailAt: own }, NY)).toEqual(own);
  });

  it('sends the post-event mail at 10:00 venue time the day after the end, or the start', () => {
    // Ends 22:00 on 1 March in New York: 10:00 on 2 March there.
    expect(eventMailAt('post', event, NY).toISOString()).toBe('2027-03-02T15:00:00.000Z');
    expect(eventMailAt('post', { ...event, endsAt: null }, NY).toISOString()).toBe(
      '2027-03-02T15:00:00.000Z',
    );
    // Across the spring clock change (14 March 2027): 10:00 is then UTC-4.
    const late = { ...event, startsAt: new Date('2027-03-14T00:00:00Z'), endsAt: null };
    expect(eventMailAt('post', late, NY).toISOString()).toBe('2027-03-14T14:00:00.000Z');
  });

  it('is due from its time: the pre-event mail until the start, the post-event one for a week', () => {
    expect(eventMailDue('pre', event, NY, new Date('2027-03-01T00:29:00Z'))).toBe(false);
    expect(eventMailDue('pre', event, NY, new Date('2027-03-01T00:30:00Z'))).toBe(true);
    expect(eventMailDue('pre', event, NY, new Date('2027-03-02T00:30:00Z'))).toBe(false);
    expect(eventMailDue('post', event, NY, new Date('2027-03-02T14:59:00Z'))).toBe(false);
    expect(eventMailDue('post', event, NY, new Date('2027-03-02T15:00:00Z'))).toBe(true);
    expect(eventMailDue('post', event, NY, new Date('2027-03-09T15:00:00Z'))).toBe(true);
    expect(eventMailDue('post', event, NY, new Date('2027-03-09T15:01:00Z'))).toBe(false);
  });

  it('sends neither for a cancelled event or one whose date is to be announced', () => {
    const now = new Date('2027-03-01T12:00:00Z');
    expect(eventMailDue('pre', { ...event, status: 'Cancelled' }, NY, now)).toBe(false);
    expect(eventMailDue('pre', { ...event, dateTbd: true }, NY, now)).toBe(false);
  });

  it('has the mails’ words in every shipped language', () => {
    for (const locale of shippedLocales) {
      const t = eventMailTexts[locale];
      expect(t.preSubject('Riverside', 'Hamlet')).toContain('Hamlet');
      expect(t.preBody('Hamlet', '1 March', 'Main Hall')).toContain('Main Hall');
      expect(t.postBody('Hamlet', 'Main Hall')).toContain('Hamlet');
    }
    expect(eventMailTexts.fr.postSubject('Riverside', 'Hamlet')).not.toBe(
      eventMailTexts['en-US'].postSubject('Riverside', 'Hamlet'),
    );
  });
});
