import { describe, expect, it } from 'vitest';
import { blankMapAt, templateGivesDate } from './event-create-defaults';

const template = {
  dateRules: [
    {
      parameter: 'LocalOnSaleDate' as const,
      mode: 'SetToSpecifiedDate' as const,
      specified: '2027-01-01T10:00',
    },
  ],
  maps: { mapIds: [4, 9], defaultMapId: 9 },
};

describe('a new event’s defaults from its template', () => {
  it('lets a date be left empty only when the template works it out', () => {
    expect(templateGivesDate(template, 'LocalOnSaleDate')).toBe(true);
    // No end-date rule: "leave empty to take the template’s date" would be refused.
    expect(templateGivesDate(template, 'LocalEndDate')).toBe(false);
    expect(templateGivesDate(null, 'LocalEndDate')).toBe(false);
  });

  it('takes the template’s default map at the venue, else another of its maps there, else the venue’s only map', () => {
    const maps = [
      { id: 4, name: 'Hall' },
      { id: 9, name: 'Hall (standing)' },
    ];
    expect(blankMapAt(template, maps)?.map.id).toBe(9);
    expect(blankMapAt(template, [maps[0]!, { id: 5, name: 'Balcony' }])?.map.id).toBe(4);
    expect(blankMapAt(template, [{ id: 5, name: 'Balcony' }])).toEqual({
      map: { id: 5, name: 'Balcony' },
      source: 'onlyMap',
    });
    expect(
      blankMapAt(template, [
        { id: 5, name: 'Balcony' },
        { id: 6, name: 'Gallery' },
      ]),
    ).toBeNull();
  });
});
