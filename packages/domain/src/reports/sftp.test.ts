import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextNightlyExportAt,
  nightlyExportFileName,
  remotePath,
  sftpFileName,
  sftpSecretChoice,
} from './sftp';

describe('the SFTP secret: a password or a private key, exactly one', () => {
  it('refuses both, and neither when nothing is stored', () => {
    expect(sftpSecretChoice({ password: 'p', privateKey: 'k' }, null)).toEqual({
      ok: false,
      problem: 'both',
    });
    expect(sftpSecretChoice({ password: 'p', privateKey: 'k' }, 'password')).toEqual({
      ok: false,
      problem: 'both',
    });
    expect(sftpSecretChoice({}, null)).toEqual({ ok: false, problem: 'none' });
    expect(sftpSecretChoice({ password: '', privateKey: '  ' }, null)).toEqual({
      ok: false,
      problem: 'none',
    });
  });

  it('takes the one given, replacing whichever was stored', () => {
    expect(sftpSecretChoice({ password: 'p' }, 'privateKey')).toEqual({
      ok: true,
      kind: 'password',
      value: 'p',
    });
    expect(sftpSecretChoice({ privateKey: 'k' }, 'password')).toEqual({
      ok: true,
      kind: 'privateKey',
      value: 'k',
    });
  });

  it('keeps the stored one when none is given', () => {
    expect(sftpSecretChoice({}, 'privateKey')).toEqual({ ok: true, kind: 'privateKey', value: null });
    expect(sftpSecretChoice({ password: '' }, 'password')).toEqual({
      ok: true,
      kind: 'password',
      value: null,
    });
  });

  it('never ends with two secrets or none', () => {
    const secret = fc.option(fc.string(), { nil: undefined });
    fc.assert(
      fc.property(
        secret,
        secret,
        fc.constantFrom(null, 'password' as const, 'privateKey' as const),
        (p, k, s) => {
          const choice = sftpSecretChoice({ password: p, privateKey: k }, s);
          const givenBoth = !!p && !!k?.trim();
          expect(choice.ok).toBe(!givenBoth && (!!p || !!k?.trim() || s !== null));
        },
      ),
    );
  });
});

describe('upload names', () => {
  it('name the file after the schedule and its days', () => {
    expect(sftpFileName('Weekly payments (NY)', '2026-03-01', '2026-03-07', 'csv')).toBe(
      'weekly-payments-ny_2026-03-01_2026-03-07.csv',
    );
    expect(sftpFileName('Ventas ñandú', '2026-03-01', '2026-03-01', 'xlsx')).toBe(
      'ventas-nandu_2026-03-01_2026-03-01.xlsx',
    );
    expect(sftpFileName('///', '2026-03-01', '2026-03-01', 'pdf')).toBe('report_2026-03-01_2026-03-01.pdf');
  });

  it('join a folder and a name with one slash', () => {
    expect(remotePath('/upload/', 'a.csv')).toBe('/upload/a.csv');
    expect(remotePath('upload', 'a.csv')).toBe('upload/a.csv');
    expect(remotePath('.', 'a.csv')).toBe('a.csv');
    expect(remotePath('', 'a.csv')).toBe('a.csv');
  });
});

describe('the nightly full export', () => {
  it('runs at 02:00 in the account’s zone, the next night once it has passed', () => {
    expect(nextNightlyExportAt(new Date('2026-11-22T15:00:00Z'), 'America/New_York')?.toISOString()).toBe(
      '2026-11-23T07:00:00.000Z',
    );
    expect(nextNightlyExportAt(new Date('2026-11-23T07:00:00Z'), 'America/New_York')?.toISOString()).toBe(
      '2026-11-24T07:00:00.000Z',
    );
    // 02:00 does not exist on spring-forward night: it runs at 03:00.
    expect(nextNightlyExportAt(new Date('2027-03-13T12:00:00Z'), 'America/New_York')?.toISOString()).toBe(
      '2027-03-14T07:00:00.000Z',
    );
    expect(nightlyExportFileName('orders', '2026-11-23')).toBe('orders_2026-11-23.csv');
  });
});
