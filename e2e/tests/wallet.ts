import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/**
 * A pass signing certificate issued by a test CA standing in for Apple's WWDR, made with openssl;
 * the key encrypted with a password, as Keychain exports it.
 */
export function walletCertificates(passTypeIdentifier: string, teamIdentifier: string) {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-wallet-e2e-'));
  const run = (args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  const password = 'Sesame-1843';
  run(
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      'ca.key',
      '-out',
      'ca.pem',
      '-days',
      '30',
    ].concat(['-subj', '/CN=Test Worldwide Developer Relations CA']),
  );
  run(
    [
      'req',
      '-newkey',
      'rsa:2048',
      '-keyout',
      'signer.key',
      '-passout',
      `pass:${password}`,
      '-out',
      'signer.csr',
    ].concat([
      '-subj',
      `/UID=${passTypeIdentifier}/CN=Pass Type ID: ${passTypeIdentifier}/OU=${teamIdentifier}`,
    ]),
  );
  run(
    ['x509', '-req', '-in', 'signer.csr', '-CA', 'ca.pem', '-CAkey', 'ca.key', '-CAcreateserial'].concat([
      '-out',
      'signer.pem',
      '-days',
      '30',
    ]),
  );
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  return { ca: read('ca.pem'), signer: read('signer.pem'), key: read('signer.key'), password };
}

/** A real PNG of one colour: the host name's 480x150 mobile wallet logo. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => [r, g, b]).flat()),
  ]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
