import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Processor credentials at rest: AES-256-GCM with a random 12-byte IV per value; stored as
 * base64 of iv ‖ 16-byte auth tag ‖ ciphertext. Tampering or a wrong key fails to decrypt.
 */
export function encryptCredentials(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

export function decryptCredentials(key: Buffer, stored: string): string {
  const raw = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}
