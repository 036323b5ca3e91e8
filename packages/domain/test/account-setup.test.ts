import { describe, expect, it } from 'vitest';
import { accountSetup } from '../src';

const empty = { venues: 0, maps: 0, templates: 0, events: 0, activeEvents: 0, paymentAccounts: 0 };

describe('a new account’s setup checklist', () => {
  it('starts with the venue and lists every step undone', () => {
    const setup = accountSetup(empty);
    expect(setup.next).toBe('venue');
    expect(setup.steps.map((s) => [s.step, s.done])).toEqual([
      ['venue', false],
      ['map', false],
      ['template', false],
      ['event', false],
      ['activeEvent', false],
      ['paymentAccount', false],
    ]);
  });

  it('points at the first step left once some are done', () => {
    expect(accountSetup({ ...empty, venues: 1, maps: 2, templates: 1, events: 1 }).next).toBe('activeEvent');
    expect(
      accountSetup({ venues: 1, maps: 1, templates: 1, events: 3, activeEvents: 1, paymentAccounts: 1 }).next,
    ).toBeNull();
  });
});
