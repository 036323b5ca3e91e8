import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { errorCode } from '../orders/order-fixture';
import { startSftpServer, type TestSftpServer } from '../sftp-server';

/**
 * The SFTP server an account sets is reached from our network: without SFTP_ALLOW_LOCAL (as in
 * production) a private, loopback or link-local address is refused, whether typed as an
 * address or behind a name that resolves to one, even with a real server listening there.
 */
let t: TestApp;
let f: SaleFixture;
let sftp: TestSftpServer;

beforeAll(async () => {
  sftp = await startSftpServer();
  t = await startTestApp({ now: new Date() });
  f = await saleFixture(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sftp?.close();
});

const settings = (host: string) => ({
  host,
  port: sftp.port,
  username: sftp.username,
  remoteDirectory: sftp.root,
  privateKey: sftp.privateKey,
});

describe('an SFTP server on a private address', { timeout: 60_000 }, () => {
  it('is refused when typed as one, on the host field, and nothing is saved', async () => {
    for (const host of ['127.0.0.1', '10.1.2.3', '192.168.0.10', '169.254.169.254', '::1']) {
      const res = await f.api('PUT', '/api/admin/data-export/sftp', settings(host));
      expect(res.statusCode, host).toBe(400);
      expect(res.data.errors).toEqual([
        expect.objectContaining({
          code: 'admin.sftp_host_private',
          field: 'host',
          message:
            'This host is a private or local network address. Enter the address of an SFTP server reachable from the internet.',
        }),
      ]);
    }
    expect((await f.api('GET', '/api/admin/data-export/sftp')).data.configured).toBe(false);
  });

  it('is refused at connection time behind a name, though a server answers there', async () => {
    const saved = await f.api('PUT', '/api/admin/data-export/sftp', settings('localhost'));
    expect(saved.statusCode, saved.body).toBe(200);
    const before = readdirSync(sftp.root);
    const tested = await f.api('POST', '/api/admin/data-export/sftp/test');
    expect(tested.statusCode).toBe(400);
    expect(errorCode(tested)).toBe('admin.sftp_host_private');
    // The connection test writes a file when it gets through: nothing was written.
    expect(readdirSync(sftp.root)).toEqual(before);
  });
});
