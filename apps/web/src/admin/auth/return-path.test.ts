import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeReturnPath } from './return-path';

describe('returning after sign-in', () => {
  it('returns to the back-office page that asked for the sign-in', () => {
    expect(loginUrlFor('/admin/v2/tools/mail-outbox?page=2')).toBe(
      '/admin/v2/auth/login?returnTo=%2Fadmin%2Fv2%2Ftools%2Fmail-outbox%3Fpage%3D2',
    );
    expect(safeReturnPath('/admin/v2/tools/mail-outbox?page=2')).toBe('/admin/v2/tools/mail-outbox?page=2');
  });

  it('never sends the user off the back office or back to the sign-in page', () => {
    for (const bad of [
      'https://evil.test/admin/v2',
      '//evil.test',
      '/shop',
      '/admin/v2evil',
      '/admin/v2/auth/login',
      null,
    ]) {
      expect(safeReturnPath(bad)).toBe('/admin/v2');
    }
    expect(loginUrlFor('/admin/v2')).toBe('/admin/v2/auth/login');
  });
});
