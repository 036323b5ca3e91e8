import { describe, expect, it } from 'vitest';
import { readView, writeView } from './table-url';

const url = (text: string) => new URLSearchParams(text);

describe('a list view in the URL', () => {
  it('reads page, page size, sort and filters, and falls back to the first page of 25 unsorted', () => {
    expect(readView(url('page=3&pageSize=50&sort=-name&q=ada'), { filters: ['q'] })).toEqual({
      page: 3,
      pageSize: 50,
      sort: { id: 'name', desc: true },
      filters: { q: 'ada' },
    });
    expect(readView(url('page=0&pageSize=7'), {})).toEqual({
      page: 1,
      pageSize: 25,
      sort: null,
      filters: {},
    });
  });

  it('keeps a second list on the page apart under its prefix', () => {
    const search = url('page=2&holds.page=4&holds.sort=name');
    expect(readView(search, { prefix: 'holds' })).toMatchObject({
      page: 4,
      sort: { id: 'name', desc: false },
    });
    expect(writeView(search, { page: 1 }, { prefix: 'holds' }).toString()).toBe('page=2&holds.sort=name');
  });

  it('goes back to the first page when the sort, a filter or the page size changes', () => {
    const search = url('page=4&tab=prices');
    expect(writeView(search, { sort: { id: 'date', desc: false } }, {}).toString()).toBe(
      'tab=prices&sort=date',
    );
    expect(writeView(search, { filters: { q: 'x' } }, {}).toString()).toBe('tab=prices&q=x');
    expect(writeView(search, { pageSize: 100 }, {}).toString()).toBe('tab=prices&pageSize=100');
    expect(writeView(search, { page: 5 }, {}).toString()).toBe('page=5&tab=prices');
  });

  it('leaves a default sort out of the URL and writes "no sort" when the default is turned off', () => {
    const keys = { defaultSort: { id: 'date', desc: false } };
    expect(readView(url(''), keys).sort).toEqual({ id: 'date', desc: false });
    expect(writeView(url('sort=-date'), { sort: { id: 'date', desc: false } }, keys).toString()).toBe('');
    const none = writeView(url(''), { sort: null }, keys);
    expect(readView(none, keys).sort).toBeNull();
  });
});
