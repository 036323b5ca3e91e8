import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, walletPassSettings } from '@/db/schema';
import { windowSale } from '../commerce/cash-sale';
import { confirmationSent } from '../commerce/confirmation';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { registeredCustomer, shopCall } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { pngOf } from '../images';
import { claimToken, setTransfers } from '../transfers/transfer-fixture';
import { makeWalletCertificates, verifySignature, type WalletCertificates } from './wallet-certificates';

/**
 * Apple Wallet passes (decisions/0088): the bundle page's per-ticket pass and the staff download,
 * signed with the account's pass certificate, carrying the ticket's current barcode and the host
 * name's mobile wallet logo; the settings keep the key sealed and never send it back.
 */
let t: TestApp;
let f: SaleFixture;
let other: SaleFixture;
let certs: WalletCertificates;
let seq = 0;
const PASS_TYPE = 'pass.test.harbour.tickets';
const TEAM = 'H4RB0UR123';
/** The host names' wallet logos: distinct bytes, so the pass shows which host name it came from. */
const shopLogo = Buffer.concat([Buffer.from(pngOf(480, 150), 'base64'), Buffer.from('shop-host')]);
const defaultLogo = Buffer.concat([Buffer.from(pngOf(480, 150), 'base64'), Buffer.from('default-host')]);

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true, config: { signInAttemptsPerMinute: 10_000 } });
  f = await saleFixture(t);
  other = await saleFixture(t);
  const home = await addHostname(t.database.db, f.accountId, 'tickets.harbour.test', true);
  const shop = await addHostname(t.database.db, f.accountId, 'localhost', false);
  await addHostname(t.database.db, other.accountId, 'other.test', true);
  for (const [host, logo] of [
    [home, defaultLogo],
    [shop, shopLogo],
  ] as const) {
    const put = await f.api('PUT', `/api/admin/hostnames/${host.id}/images/mobileWalletLogo`, {
      dataBase64: logo.toString('base64'),
    });
    expect(put.statusCode, put.body).toBe(200);
  }
  certs = makeWalletCertificates(PASS_TYPE, TEAM);
}, 60_000);
afterAll(() => t.close());

const settingsBody = (over: Record<string, unknown> = {}) => ({
  passTypeIdentifier: PASS_TYPE,
  teamIdentifier: TEAM,
  organizationName: 'Harbour Theatre',
  backgroundColor: '#123456',
  foregroundColor: '#ffffff',
  labelColor: '#ffcc00',
  signerCertificate: certs.signerPem,
  signerKey: certs.signerKeyPem,
  signerKeyPassword: certs.signerKeyPassword,
  wwdrCertificate: certs.caPem,
  ...over,
});

const errorCode = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string; field?: string }[] | undefined)?.[0]?.code;

/** Sells places with automatic bundling on and answers the order and its one bundle link. */
async function sale(places: string[]) {
  await t.database.db
    .update(accounts)
    .set({ automaticTicketBundling: true })
    .where(eq(accounts.id, f.accountId));
  const email = `wallet-buyer-${++seq}@example.test`;
  const order = await windowSale(f, places, { firstName: 'Ada', lastName: 'Lovelace', email });
  await confirmationSent(f.api, order.id);
  const mail = await t.smtp!.lastTo(email);
  const m = /\/shop\/tickets\/bundle\/([\w-]+)\/event\/(\d+)/.exec(mail.text)!;
  const code = m[1]!;
  const eventId = Number(m[2]);
  const page = await shopCall(t, 'GET', `/api/shop/ticket-bundles/${code}/events/${eventId}`);
  expect(page.statusCode, page.body).toBe(200);
  const staff = await f.api('GET', `/api/admin/orders/${order.id}/bundle`);
  const tickets = staff.data.tickets as { id: number; barcode: string; seat: string; row: string }[];
  return { orderId: order.id, code, eventId, page: page.data, tickets };
}

const passUrl = (code: string, eventId: number, ticketId: number) =>
  `/api/shop/ticket-bundles/${code}/events/${eventId}/tickets/${ticketId}/wallet.pkpass`;

async function openPass(body: Buffer) {
  const zip = await JSZip.loadAsync(body);
  const file = async (name: string) => {
    const entry = zip.file(name);
    if (!entry) throw new Error(`no ${name} in the pass`);
    return Buffer.from(await entry.async('uint8array'));
  };
  const names = Object.keys(zip.files);
  return { names, file, passJson: JSON.parse((await file('pass.json')).toString('utf8')) };
}

describe('wallet pass settings', () => {
  it('without settings the bundle page offers no pass and the pass answers a specific error', async () => {
    const { code, eventId, page, tickets } = await sale(['C-1']);
    expect(page.walletPasses).toBe(false);
    const res = await shopCall(t, 'GET', passUrl(code, eventId, tickets[0]!.id));
    expect(res.statusCode).toBe(404);
    expect(errorCode(res)).toBe('purchase.wallet_pass_not_configured');
  });

  it('refuses a key of another certificate, a wrong password and missing certificates, saving nothing', async () => {
    for (const [body, code, field] of [
      [
        settingsBody({ signerKey: certs.strangerKeyPem, signerKeyPassword: undefined }),
        'admin.wallet_pass_key_mismatch',
        'signerKey',
      ],
      [settingsBody({ signerKeyPassword: 'wrong' }), 'admin.wallet_pass_key_invalid', 'signerKey'],
      [
        settingsBody({ signerCertificate: 'not a certificate' }),
        'admin.wallet_pass_certificate_invalid',
        'signerCertificate',
      ],
      [
        settingsBody({ wwdrCertificate: undefined }),
        'admin.wallet_pass_credentials_required',
        'wwdrCertificate',
      ],
    ] as const) {
      const res = await f.api('PUT', '/api/admin/wallet-passes/settings', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorCode(res)).toBe(code);
      expect((res.data.errors as { field?: string }[])[0]?.field).toBe(field);
    }
    const res = await f.api(
      'PUT',
      '/api/admin/wallet-passes/settings',
      settingsBody({ teamIdentifier: 'short' }),
    );
    expect(res.statusCode).toBe(400);
    expect((await f.api('GET', '/api/admin/wallet-passes/settings')).data.configured).toBe(false);
  });

  it('saves the settings with the key sealed, and never sends the key or its password back', async () => {
    const res = await f.api('PUT', '/api/admin/wallet-passes/settings', settingsBody());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({
      configured: true,
      passTypeIdentifier: PASS_TYPE,
      teamIdentifier: TEAM,
      signerKeyPasswordSet: true,
    });
    expect(res.data.signerKeyHint).toMatch(/^…[0-9a-f]{8}$/);
    expect((res.data.signerCertificate as { subject: string }).subject).toContain(PASS_TYPE);
    const read = await f.api('GET', '/api/admin/wallet-passes/settings');
    for (const body of [res.body, read.body]) {
      expect(body).not.toContain('PRIVATE KEY');
      expect(body).not.toContain(certs.signerKeyPassword);
      expect(body).not.toContain('BEGIN CERTIFICATE');
    }
    const [row] = await t.database.db
      .select()
      .from(walletPassSettings)
      .where(eq(walletPassSettings.accountId, f.accountId));
    expect(row!.signerKeyEncrypted).not.toContain('PRIVATE KEY');
    expect(row!.signerKeyPasswordEncrypted).not.toContain(certs.signerKeyPassword);
    // Saving again without the secrets keeps them.
    const again = await f.api(
      'PUT',
      '/api/admin/wallet-passes/settings',
      settingsBody({
        signerKey: undefined,
        signerKeyPassword: undefined,
        organizationName: 'Harbour Theatre Co',
      }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.data).toMatchObject({
      organizationName: 'Harbour Theatre Co',
      signerKeyHint: res.data.signerKeyHint,
    });
    // Another account sees none of it.
    expect((await other.api('GET', '/api/admin/wallet-passes/settings')).data.configured).toBe(false);
  });
});

describe('a ticket’s pass from the bundle link', () => {
  it('is a signed pkpass with the ticket’s barcode, the host name’s wallet logo and matching manifest', async () => {
    await f.api('PUT', '/api/admin/wallet-passes/settings', settingsBody());
    const { code, eventId, page, tickets } = await sale(['C-2', 'C-3']);
    expect(page.walletPasses).toBe(true);
    const pageTickets = page.tickets as { id: number; seat: string }[];
    expect(pageTickets.map((x) => x.id).sort()).toEqual(tickets.map((x) => x.id).sort());
    const ticket = tickets.find((x) => x.seat === '3')!;
    const res = await shopCall(t, 'GET', passUrl(code, eventId, ticket.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const pass = await openPass(res.rawPayload);
    expect(pass.passJson).toMatchObject({
      passTypeIdentifier: PASS_TYPE,
      teamIdentifier: TEAM,
      organizationName: 'Harbour Theatre',
      backgroundColor: 'rgb(18, 52, 86)',
      foregroundColor: 'rgb(255, 255, 255)',
      labelColor: 'rgb(255, 204, 0)',
      barcodes: [{ format: 'PKBarcodeFormatCode128', message: ticket.barcode }],
    });
    expect(pass.passJson.eventTicket.auxiliaryFields).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'seat', value: '3' })]),
    );
    // The logo of the host name the link was opened on, byte for byte.
    expect((await pass.file('logo.png')).equals(shopLogo)).toBe(true);
    // Every file's SHA-1 is in the manifest, and the manifest's signature verifies against the CA.
    const manifest = JSON.parse((await pass.file('manifest.json')).toString('utf8')) as Record<
      string,
      string
    >;
    const listed = pass.names.filter((n) => n !== 'manifest.json' && n !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(listed.sort());
    for (const name of listed)
      expect(manifest[name]).toBe(
        createHash('sha1')
          .update(await pass.file(name))
          .digest('hex'),
      );
    const signature = await pass.file('signature');
    expect(verifySignature(certs, signature, await pass.file('manifest.json'))).toBe(true);
    // A manifest changed after signing does not verify.
    expect(verifySignature(certs, signature, Buffer.from('{"pass.json":"0"}'))).toBe(false);
  });

  it('leaves the seat out while the account hides seat locations from group-sales buyers', async () => {
    const { orderId, code, eventId, tickets } = await sale(['C-10']);
    await t.database.db.execute(sql`UPDATE orders SET channel = 'GroupSales' WHERE id = ${orderId}`);
    const hide = (on: boolean) =>
      t.database.db
        .update(accounts)
        .set({ hideSeatLocationsForGroupSalesAndHouseSeats: on })
        .where(eq(accounts.id, f.accountId));
    const placeOf = async () => {
      const res = await shopCall(t, 'GET', passUrl(code, eventId, tickets[0]!.id));
      expect(res.statusCode, res.body).toBe(200);
      return (await openPass(res.rawPayload)).passJson.eventTicket.auxiliaryFields as { value: string }[];
    };
    try {
      await hide(true);
      expect((await placeOf()).map((x) => x.value)).toEqual(['Seat assigned at the venue']);
      await hide(false);
      expect((await placeOf()).map((x) => x.value)).toEqual(expect.arrayContaining(['C', '10']));
    } finally {
      await hide(false);
    }
  });

  it('another account’s code or ticket is only "not found"', async () => {
    const mine = await sale(['C-4']);
    // The same code on another account's host name.
    const elsewhere = await shopCall(t, 'GET', passUrl(mine.code, mine.eventId, mine.tickets[0]!.id), {
      host: 'other.test',
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(errorCode(elsewhere)).toBe('purchase.ticket_bundle_not_found');
    // Another account's ticket through this bundle.
    const theirs = await windowSale(other, ['C-4'], {
      firstName: 'Bo',
      lastName: 'Other',
      email: 'bo@example.test',
    });
    const theirTickets = (await other.api('GET', `/api/admin/orders/${theirs.id}/bundle`)).data.tickets as {
      id: number;
    }[];
    const crossed = await shopCall(t, 'GET', passUrl(mine.code, mine.eventId, theirTickets[0]!.id));
    expect(crossed.statusCode).toBe(404);
    expect(errorCode(crossed)).toBe('purchase.ticket_bundle_not_found');
    // Staff of the other account cannot download this account's ticket.
    const staff = await other.api(
      'GET',
      `/api/admin/orders/${mine.orderId}/tickets/${mine.tickets[0]!.id}/wallet.pkpass`,
    );
    expect(staff.statusCode).toBe(404);
  });

  it('a voided ticket, or one transferred away, gives no pass, before and after the claim; the ticket still held keeps its pass', async () => {
    await setTransfers(t, f, true);
    const { orderId, code, eventId, tickets } = await sale(['C-5', 'C-6', 'C-7']);
    const [voided, moved, kept] = [...tickets].sort((a, b) => a.seat.localeCompare(b.seat));
    const v = await f.api('POST', `/api/admin/orders/${orderId}/void`, {
      ticketIds: [voided!.id],
      returnTo: 'open',
    });
    expect(v.statusCode, v.body).toBe(200);
    const recipient = `wallet-recipient-${seq}@example.test`;
    const made = await f.api('POST', `/api/admin/orders/${orderId}/transfers`, {
      ticketIds: [moved!.id],
      recipientName: 'Grace Hopper',
      recipientEmail: recipient,
    });
    expect(made.statusCode, made.body).toBe(201);
    // Waiting for its claim: the barcode is about to change, so no pass.
    const waiting = await shopCall(t, 'GET', passUrl(code, eventId, moved!.id));
    expect(waiting.statusCode).toBe(410);
    expect(errorCode(waiting)).toBe('purchase.wallet_pass_ticket_unavailable');
    const cookie = await registeredCustomer(t, recipient);
    const claim = await shopCall(t, 'POST', '/api/shop/transfers/claim', {
      cookie,
      payload: { token: await claimToken(t, recipient) },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    for (const id of [voided!.id, moved!.id]) {
      const res = await shopCall(t, 'GET', passUrl(code, eventId, id));
      expect(res.statusCode, res.body).toBe(410);
      expect(errorCode(res)).toBe('purchase.wallet_pass_ticket_unavailable');
      const staff = await f.api('GET', `/api/admin/orders/${orderId}/tickets/${id}/wallet.pkpass`);
      expect(staff.statusCode).toBe(410);
      expect(errorCode(staff)).toBe('purchase.wallet_pass_ticket_unavailable');
    }
    // The ticket still held passes as before.
    const ok = await shopCall(t, 'GET', passUrl(code, eventId, kept!.id));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await openPass(ok.rawPayload)).passJson.barcodes[0].message).toBe(kept!.barcode);
  });

  it('a reissued barcode replaces the old one in the next pass', async () => {
    const { orderId, code, eventId, tickets } = await sale(['C-8']);
    const before = tickets[0]!;
    const reissued = await f.api('POST', `/api/admin/orders/${orderId}/reissue-barcodes`, {
      ticketIds: [before.id],
    });
    expect(reissued.statusCode, reissued.body).toBe(200);
    const now = (
      (await f.api('GET', `/api/admin/orders/${orderId}/bundle`)).data.tickets as {
        id: number;
        barcode: string;
      }[]
    )[0]!;
    expect(now.barcode).not.toBe(before.barcode);
    const res = await shopCall(t, 'GET', passUrl(code, eventId, before.id));
    const pass = await openPass(res.rawPayload);
    expect(pass.passJson.barcodes[0].message).toBe(now.barcode);
    expect(JSON.stringify(pass.passJson)).not.toContain(before.barcode);
  });
});

describe('staff download from the order', () => {
  it('gives the ticket’s pass with the default host name’s logo; removing the settings takes the passes away', async () => {
    await f.api('PUT', '/api/admin/wallet-passes/settings', settingsBody());
    const { orderId, tickets } = await sale(['C-9']);
    const bundle = await f.api('GET', `/api/admin/orders/${orderId}/bundle`);
    expect(bundle.data.walletPasses).toBe(true);
    const res = await f.api('GET', `/api/admin/orders/${orderId}/tickets/${tickets[0]!.id}/wallet.pkpass`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const pass = await openPass(res.rawPayload);
    expect(pass.passJson.barcodes[0].message).toBe(tickets[0]!.barcode);
    expect((await pass.file('logo.png')).equals(defaultLogo)).toBe(true);
    expect(verifySignature(certs, await pass.file('signature'), await pass.file('manifest.json'))).toBe(true);

    const removed = await f.api('DELETE', '/api/admin/wallet-passes/settings');
    expect(removed.data.configured).toBe(false);
    expect((await f.api('GET', `/api/admin/orders/${orderId}/bundle`)).data.walletPasses).toBe(false);
    const gone = await f.api('GET', `/api/admin/orders/${orderId}/tickets/${tickets[0]!.id}/wallet.pkpass`);
    expect(gone.statusCode).toBe(404);
    expect(errorCode(gone)).toBe('purchase.wallet_pass_not_configured');
  });
});
