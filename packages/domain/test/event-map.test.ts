import { describe, expect, it } from 'vitest';
import { eventMapAt } from '../src/events/event-map';

const template = { defaultMapId: 9, mapIds: [4, 9] };

describe('the map a new event starts with when "Seat map" is left blank', () => {
  it('is the template’s default map at the venue, else another of its maps there', () => {
    expect(eventMapAt(template, [4, 9])).toEqual({ mapId: 9, source: 'template' });
    expect(eventMapAt(template, [4, 7])).toEqual({ mapId: 4, source: 'template' });
  });

  it('is the venue’s only map when the template names none there', () => {
    expect(eventMapAt(template, [7])).toEqual({ mapId: 7, source: 'onlyMap' });
    expect(eventMapAt({ defaultMapId: null, mapIds: [] }, [7])).toEqual({ mapId: 7, source: 'onlyMap' });
    expect(eventMapAt(null, [7])).toEqual({ mapId: 7, source: 'onlyMap' });
  });

  it('is none when the venue has several maps the template does not name, or none at all', () => {
    expect(eventMapAt(template, [5, 7])).toBeNull();
    expect(eventMapAt(null, [5, 7])).toBeNull();
    expect(eventMapAt(template, [])).toBeNull();
  });
});
