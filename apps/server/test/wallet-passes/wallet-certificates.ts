import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A test certificate authority standing in for Apple's WWDR, and a pass signing certificate it
 * issued (the pass type in its UID, the team in its OU, as Apple's are), made with openssl. The
 * signer's key is encrypted with a password, as Keychain exports it.
 */
export interface WalletCertificates {
  dir: string;
  caPem: string;
  signerPem: string;
  signerKeyPem: string;
  signerKeyPassword: string;
  /** A key of no certificate here. */
  strangerKeyPem: string;
}

const openssl = (dir: string, args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });

export function makeWalletCertificates(
  passTypeIdentifier: string,
  teamIdentifier: string,
): WalletCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-wallet-'));
  const password = 'Sesame-1843';
  openssl(dir, [
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
    '-subj',
    '/CN=Test Worldwide Developer Relations CA',
  ]);
  openssl(dir, [
    'req',
    '-newkey',
    'rsa:2048',
    '-keyout',
    'signer.key',
    '-passout',
    `pass:${password}`,
    '-out',
    'signer.csr',
    '-subj',
    `/UID=${passTypeIdentifier}/CN=Pass Type ID: ${passTypeIdentifier}/OU=${teamIdentifier}/O=Harbour Theatre`,
  ]);
  writeFileSync(join(dir, 'ext.cnf'), 'basicConstraints=CA:FALSE\nkeyUsage=digitalSignature\n');
  openssl(dir, [
    'x509',
    '-req',
    '-in',
    'signer.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-out',
    'signer.pem',
    '-days',
    '30',
    '-extfile',
    'ext.cnf',
  ]);
  openssl(dir, ['genpkey', '-algorithm', 'RSA', '-pkeyopt', 'rsa_keygen_bits:2048', '-out', 'stranger.key']);
  const read = (name: string) => readFileSync(join(dir, name), 'utf8');
  return {
    dir,
    caPem: read('ca.pem'),
    signerPem: read('signer.pem'),
    signerKeyPem: read('signer.key'),
    signerKeyPassword: password,
    strangerKeyPem: read('stranger.key'),
  };
}

/** Whether openssl verifies the detached PKCS#7 `signature` of `content` against the test CA. */
export function verifySignature(certs: WalletCertificates, signature: Buffer, content: Buffer): boolean {
  writeFileSync(join(certs.dir, 'signature'), signature);
  writeFileSync(join(certs.dir, 'manifest.json'), content);
  try {
    openssl(certs.dir, [
      'smime',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      'signature',
      '-content',
      'manifest.json',
      '-CAfile',
      'ca.pem',
      '-purpose',
      'any',
      '-out',
      '/dev/null',
    ]);
    return true;
  } catch {
    return false;
  }
}
