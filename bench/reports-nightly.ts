import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startSftpServer } from '../apps/server/test/sftp-server';
import { freePort } from './onsale/cluster';
import { ServerProcess } from './onsale/server-process';
import { watchMemory } from './process-memory';

/**
 * The nightly full export of the bench's year (decisions/0106, 0114): the account's orders,
 * tickets, payments and customers streamed as CSV files to a real SFTP server (Debian's OpenSSH,
 * as the tests use) while the server's resident set is sampled. The export is due at 02:00 in the
 * account's zone, so this server runs with the browser tests' movable clock (TESSERA_TEST_CLOCK,
 * which production refuses) and the clock is moved to that night.
 */
export async function nightlyExportRun(
  env: Record<string, string>,
  signIn: (url: string) => Promise<string>,
  log: (line: string) => void,
): Promise<void> {
  const sftp = await startSftpServer();
  const server = new ServerProcess(await freePort(), {
    ...env,
    NODE_ENV: 'development',
    TESSERA_TEST_CLOCK: '1',
    SFTP_ALLOW_LOCAL: '1',
  });
  try {
    await server.start();
    const folder = join(sftp.root, 'exports');
    mkdirSync(folder);
    const headers = {
      authorization: `Bearer ${await signIn(server.url)}`,
      'content-type': 'application/json',
    };
    const put = await fetch(`${server.url}/api/admin/data-export/sftp`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        host: sftp.host,
        port: sftp.port,
        username: sftp.username,
        remoteDirectory: folder,
        privateKey: sftp.privateKey,
        nightlyExport: true,
      }),
    });
    if (!put.ok) throw new Error(`SFTP settings: ${put.status} ${await put.text()}`);
    const due = (await put.json()) as { nightlyExportAt: string };
    const memory = watchMemory(server.pid!);
    const t0 = performance.now();
    const moved = await fetch(`${server.url}/api/test/clock`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ set: new Date(Date.parse(due.nightlyExportAt) + 1_000).toISOString() }),
    });
    if (!moved.ok) throw new Error(`clock: ${moved.status} ${await moved.text()}`);
    const tables = ['orders', 'tickets', 'payments', 'customers'];
    const done = () => {
      const names = readdirSync(folder);
      return tables.every((t) => names.some((n) => n.startsWith(`${t}_`) && n.endsWith('.csv'))) &&
        !names.some((n) => n.endsWith('.part'))
        ? names
        : null;
    };
    let names = done();
    while (!names) {
      if (performance.now() - t0 > 15 * 60_000)
        throw new Error(`no export after 15 minutes: ${readdirSync(folder).join(', ')}`);
      await new Promise((r) => setTimeout(r, 100));
      names = done();
    }
    const seconds = (performance.now() - t0) / 1000;
    const mem = memory.stop();
    let rows = 0;
    let bytes = 0;
    const per: string[] = [];
    for (const name of names.sort()) {
      const path = join(folder, name);
      if (!existsSync(path)) continue;
      bytes += statSync(path).size;
      const text = readFileSync(path);
      let lines = 0;
      for (let at = text.indexOf(10); at >= 0; at = text.indexOf(10, at + 1)) lines++;
      rows += lines - 1;
      per.push(`${name.split('_')[0]} ${(lines - 1).toLocaleString('en')}`);
    }
    console.log(
      `\nnightly export (4 CSV files over SFTP): ${rows.toLocaleString('en')} rows [${per.join(', ')}], ${(bytes / 2 ** 20).toFixed(0)} MiB in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds).toLocaleString('en')} rows/s (from the clock reaching the night to the last file in place)`,
    );
    console.log(
      `server memory during the export: RSS ${memory.before.toFixed(0)} MiB before, peak ${mem.peak.toFixed(0)} MiB (+${(mem.peak - memory.before).toFixed(0)}), ${mem.after.toFixed(0)} MiB after; VmHWM ${mem.hwm.toFixed(0)} MiB`,
    );
    log('nightly export measured');
  } finally {
    await server.stop();
    await sftp.close();
  }
}
