import { createHash, createPrivateKey, createPublicKey, type KeyObject, X509Certificate } from 'node:crypto';
import type { WalletPassSettings, walletPassSettingsInput } from '@tessera/contract';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { recordAudit } from '@/modules/audit/audit.store';
import { decryptCredentials, encryptCredentials } from '@/modules/payment-settings/credentials.service';
import { AppError } from '@/platform/http/app-error';
import {
  deleteWalletPassSettingsRow,
  upsertWalletPassSettings,
  type WalletPassSettingsRow,
  walletPassSettingsRow,
} from './wallet-pass.store';

const DEFAULT_COLOURS = { backgroundColor: '#1f2937', foregroundColor: '#ffffff', labelColor: '#d1d5db' };

function certificate(pem: string, field: string): X509Certificate {
  try {
    const cert = new X509Certificate(pem);
    // Passes are signed with RSA (Apple issues RSA pass certificates; the signer reads no other).
    if (cert.publicKey.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    return cert;
  } catch {
    throw new AppError('admin.wallet_pass_certificate_invalid', field);
  }
}

function privateKey(pem: string, password: string | null): KeyObject {
  try {
    const key = createPrivateKey({ key: pem, format: 'pem', ...(password ? { passphrase: password } : {}) });
    if (key.asymmetricKeyType !== 'rsa') throw new Error('not RSA');
    return key;
  } catch {
    throw new AppError('admin.wallet_pass_key_invalid', 'signerKey');
  }
}

/** What tells a stored key apart without giving it away: the end of its public key's SHA-256. */
function keyHint(key: KeyObject): string {
  const spki = createPublicKey(key).export({ type: 'spki', format: 'der' });
  return `…${createHash('sha256').update(spki).digest('hex').slice(-8)}`;
}

const summary = (cert: X509Certificate) => ({
  subject: cert.subject.replace(/\n/g, ', '),
  validTo: new Date(cert.validTo).toISOString(),
});

/** The settings as staff see them: certificates by subject and expiry, the key only as a hint. */
function view(key: Buffer, row: WalletPassSettingsRow | undefined): WalletPassSettings {
  if (!row) {
    return {
      configured: false,
      passTypeIdentifier: null,
      teamIdentifier: null,
      organizationName: null,
      ...DEFAULT_COLOURS,
      signerCertificate: null,
      wwdrCertificate: null,
      signerKeyHint: null,
      signerKeyPasswordSet: false,
      updatedAt: null,
    };
  }
  const signing = signingMaterial(key, row);
  return {
    configured: true,
    passTypeIdentifier: row.passTypeIdentifier,
    teamIdentifier: row.teamIdentifier,
    organizationName: row.organizationName,
    backgroundColor: row.backgroundColor,
    foregroundColor: row.foregroundColor,
    labelColor: row.labelColor,
    signerCertificate: summary(new X509Certificate(row.signerCertificatePem)),
    wwdrCertificate: summary(new X509Certificate(row.wwdrCertificatePem)),
    signerKeyHint: keyHint(signing.key),
    signerKeyPasswordSet: row.signerKeyPasswordEncrypted !== null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored signing material, decrypted: the certificates and the private key. */
export function signingMaterial(key: Buffer, row: WalletPassSettingsRow) {
  const password = row.signerKeyPasswordEncrypted
    ? decryptCredentials(key, row.signerKeyPasswordEncrypted)
    : null;
  const pem = decryptCredentials(key, row.signerKeyEncrypted);
  return {
    key: privateKey(pem, password),
    signerCertificatePem: row.signerCertificatePem,
    wwdrCertificatePem: row.wwdrCertificatePem,
  };
}

interface Actor {
  db: Db;
  key: Buffer;
  accountId: number;
  userId: number;
  now: Date;
}

export async function getSettings(db: Db, key: Buffer, accountId: number): Promise<WalletPassSettings> {
  return view(key, await walletPassSettingsRow(db, accountId));
}

/**
 * Saves the settings. A certificate, key or password left out keeps the stored one; a new key
 * comes with its password (none when left out). The key must open and belong to the certificate.
 */
export async function saveSettings(
  a: Actor,
  input: z.output<typeof walletPassSettingsInput>,
): Promise<WalletPassSettings> {
  return a.db.transaction(async (tx) => {
    const stored = await walletPassSettingsRow(tx, a.accountId);
    const signerPem = input.signerCertificate ?? stored?.signerCertificatePem;
    const wwdrPem = input.wwdrCertificate ?? stored?.wwdrCertificatePem;
    const keyPem =
      input.signerKey ?? (stored ? decryptCredentials(a.key, stored.signerKeyEncrypted) : undefined);
    const password =
      input.signerKeyPassword !== undefined
        ? input.signerKeyPassword || null
        : input.signerKey !== undefined
          ? null
          : stored?.signerKeyPasswordEncrypted
            ? decryptCredentials(a.key, stored.signerKeyPasswordEncrypted)
            : null;
    if (!signerPem || !wwdrPem || !keyPem) {
      const field = !signerPem ? 'signerCertificate' : !keyPem ? 'signerKey' : 'wwdrCertificate';
      throw new AppError('admin.wallet_pass_credentials_required', field);
    }
    const signer = certificate(signerPem, 'signerCertificate');
    certificate(wwdrPem, 'wwdrCertificate');
    const key = privateKey(keyPem, password);
    if (!signer.checkPrivateKey(key)) throw new AppError('admin.wallet_pass_key_mismatch', 'signerKey');
    await upsertWalletPassSettings(tx, a.accountId, {
      passTypeIdentifier: input.passTypeIdentifier,
      teamIdentifier: input.teamIdentifier,
      organizationName: input.organizationName,
      backgroundColor: input.backgroundColor,
      foregroundColor: input.foregroundColor,
      labelColor: input.labelColor,
      signerCertificatePem: signerPem,
      wwdrCertificatePem: wwdrPem,
      signerKeyEncrypted: encryptCredentials(a.key, keyPem),
      signerKeyPasswordEncrypted: password ? encryptCredentials(a.key, password) : null,
      updatedAt: a.now,
    });
    await recordAudit(
      tx,
      {
        accountId: a.accountId,
        action: 'wallet_pass_settings_saved',
        actorUserId: a.userId,
        detail: {
          passTypeIdentifier: input.passTypeIdentifier,
          certificateChanged: input.signerCertificate !== undefined,
          keyChanged: input.signerKey !== undefined,
        },
      },
      a.now,
    );
    return view(a.key, await walletPassSettingsRow(tx, a.accountId));
  });
}

export async function removeSettings(a: Actor): Promise<WalletPassSettings> {
  await a.db.transaction(async (tx) => {
    if (!(await walletPassSettingsRow(tx, a.accountId))) return;
    await deleteWalletPassSettingsRow(tx, a.accountId);
    await recordAudit(
      tx,
      { accountId: a.accountId, action: 'wallet_pass_settings_removed', actorUserId: a.userId },
      a.now,
    );
  });
  return view(a.key, undefined);
}
