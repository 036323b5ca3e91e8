import { describe, expect, it } from 'vitest';
import { priceLevelsByZone } from '../src';

describe('price zones painted once on the template', () => {
  it('gives each section or standing area the level whose zone names it', () => {
    const painted = priceLevelsByZone(
      [
        { id: 3, zone: 'Stalls' },
        { id: 4, zone: ' floor ' },
        { id: 5, zone: '' },
      ],
      ['Stalls', 'Balcony', 'Floor'],
    );
    expect([...painted]).toEqual([
      ['Stalls', 3],
      ['Floor', 4],
    ]);
  });

  it('takes the first level when two name the same place', () => {
    expect(
      priceLevelsByZone(
        [
          { id: 9, zone: 'Stalls' },
          { id: 2, zone: 'STALLS' },
        ],
        ['Stalls'],
      ).get('Stalls'),
    ).toBe(2);
  });
});
