import { exampleAccountSettings } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

/**
 * Finding 12 (links): every link a venue sets (home page, "book now", the venue's map, a
 * section's view from the seat) is an http(s) address; `javascript:`, `data:` and other
 * schemes are refused with the `web_address` message, so they never reach a page or a mail.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  const account = await createAccount(t.database.db);
  token = await signInAs(
    t.app,
    (await createStaffUser(t.database.db, { accountId: account.id, role: 'Admin' })).email,
  );
});
afterAll(() => t.close());

const hostile = [
  'javascript:alert(document.cookie)',
  'JAVASCRIPT:alert(1)',
  '  javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.example/',
];
const message = 'Enter a web address starting with https:// or http://';

type Problem = { code: string; field?: string; message: string };
const problems = (res: { data: Record<string, unknown> }) => res.data.errors as Problem[];

describe('finding 12: venue links accept only http(s) addresses', () => {
  it.each(hostile.flatMap((value) => [['homeUrl', value] as const, ['bookNowUrl', value] as const]))(
    'account settings refuse %s = %j',
    async (field, value) => {
      const res = await call(t.app, {
        method: 'PUT',
        url: '/api/admin/account-settings',
        token,
        payload: { ...exampleAccountSettings, [field]: value },
      });
      expect(res.statusCode).toBe(400);
      expect(problems(res)).toEqual([{ code: 'common.validation_failed', field, message }]);
      const saved = await call(t.app, { method: 'GET', url: '/api/admin/account-settings', token });
      expect(saved.data[field]).not.toBe(value);
    },
  );

  it('account settings keep http(s) links and an empty one', async () => {
    const res = await call(t.app, {
      method: 'PUT',
      url: '/api/admin/account-settings',
      token,
      payload: { ...exampleAccountSettings, homeUrl: 'http://harbour.example/', bookNowUrl: '' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await call(t.app, { method: 'GET', url: '/api/admin/account-settings', token });
    expect(saved.data).toMatchObject({ homeUrl: 'http://harbour.example/', bookNowUrl: '' });
  });

  it.each(hostile)('a venue’s map link refuses %j', async (value) => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/venues',
      token,
      payload: { name: 'Riverside Hall', timezone: 'America/New_York', mapUrl: value },
    });
    expect(res.statusCode).toBe(400);
    expect(problems(res)).toEqual([{ code: 'common.validation_failed', field: 'mapUrl', message }]);
  });

  it('a section’s view from the seat refuses javascript:, in a definition and in a file', async () => {
    const venue = await call(t.app, {
      method: 'POST',
      url: '/api/admin/venues',
      token,
      payload: { name: 'Mapped Hall', timezone: 'America/New_York', mapUrl: 'https://maps.example/hall' },
    });
    expect(venue.statusCode, venue.body).toBe(201);
    const venueId = venue.data.id as number;
    const definition = (view: string) => ({
      sections: [
        {
          name: 'A',
          viewFromSeatUrl: view,
          rows: [{ name: '1', seats: [{ name: '1', x: 0, y: 0, position: 1 }] }],
        },
      ],
      gaAreas: [],
    });
    const drawn = await call(t.app, {
      method: 'POST',
      url: '/api/admin/maps',
      token,
      payload: { venueId, name: 'Drawn', definition: definition('javascript:alert(1)') },
    });
    expect(drawn.statusCode).toBe(400);
    expect(problems(drawn)).toEqual([
      { code: 'common.validation_failed', field: 'definition.sections.0.viewFromSeatUrl', message },
    ]);

    const filed = await call(t.app, {
      method: 'POST',
      url: '/api/admin/maps/import',
      token,
      payload: {
        venueId,
        name: 'Filed',
        format: 'csv',
        content:
          'kind,section,row,seat,x,y,width,height,view\nsection,A,,,0,0,100,100,javascript:alert(1)\nseat,A,1,1,10,10,,,\n',
      },
    });
    expect(filed.statusCode).toBe(400);
    expect(problems(filed).map((p) => p.code)).toEqual(['admin.map_invalid_value']);
    expect(problems(filed)[0]?.message).toContain('view');

    const fine = await call(t.app, {
      method: 'POST',
      url: '/api/admin/maps',
      token,
      payload: { venueId, name: 'Fine', definition: definition('https://views.example/a.jpg') },
    });
    expect(fine.statusCode, fine.body).toBe(201);
  });
});
