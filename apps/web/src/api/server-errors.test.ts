import { describe, expect, it, vi } from 'vitest';
import {
  clearServerErrors,
  listServerErrors,
  recordServerError,
  serverErrorsLimit,
  subscribeServerErrors,
} from './server-errors';

const entry = (status: number, url = '/api/x') => ({
  date: new Date(2026, 0, 1, 12, 0, status % 60).toISOString(),
  operationId: `op-${status}`,
  url,
  status,
  statusText: 'Error',
});

describe('the server errors store', () => {
  it('lists recorded errors newest first and survives a reload of the page', () => {
    recordServerError(entry(404, '/api/a'));
    recordServerError(entry(500, '/api/b'));
    expect(listServerErrors().map((e) => e.url)).toEqual(['/api/b', '/api/a']);
    expect(JSON.parse(sessionStorage.getItem('tessera.serverErrors') ?? '[]')).toHaveLength(2);
  });

  it('keeps only the most recent entries', () => {
    for (let i = 0; i < serverErrorsLimit + 5; i++) recordServerError(entry(500, `/api/${i}`));
    const list = listServerErrors();
    expect(list).toHaveLength(serverErrorsLimit);
    expect(list[0]?.url).toBe(`/api/${serverErrorsLimit + 4}`);
  });

  it('clears the list and tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeServerErrors(listener);
    recordServerError(entry(502));
    clearServerErrors();
    expect(listServerErrors()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
  });

  it('reads a damaged stored list as empty', () => {
    sessionStorage.setItem('tessera.serverErrors', '{not json');
    expect(listServerErrors()).toEqual([]);
  });
});
