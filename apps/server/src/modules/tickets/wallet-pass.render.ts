import { crc32, deflateSync } from 'node:zlib';
import type { WalletPassJson } from '@tessera/domain';
import { PKPass } from 'passkit-generator';

export interface PassSigning {
  signerCertificatePem: string;
  /** Unencrypted PKCS#1 PEM, decrypted from the stored key just for this signature. */
  signerKeyPem: string;
  wwdrCertificatePem: string;
}

const rgb = (colour: string): [number, number, number] => {
  const m = /rgb\((\d+), (\d+), (\d+)\)/.exec(colour);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
};

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/**
 * The pass's icon (Wallet requires one; the lock screen and mail show it): a square of the pass's
 * background colour with a centre of its foreground colour, as a PNG of `side` pixels.
 */
export function passIcon(side: number, background: string, foreground: string): Buffer {
  const [br, bg, bb] = rgb(background);
  const [fr, fg, fb] = rgb(foreground);
  const inner = Math.round(side / 3);
  const raw = Buffer.alloc((side * 3 + 1) * side);
  for (let y = 0; y < side; y++) {
    const row = y * (side * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < side; x++) {
      const centre = x >= inner && x < side - inner && y >= inner && y < side - inner;
      const at = row + 1 + x * 3;
      raw[at] = centre ? fr : br;
      raw[at + 1] = centre ? fg : bg;
      raw[at + 2] = centre ? fb : bb;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The signed `.pkpass` (a zip of pass.json, the images, manifest.json with each file's SHA-1 and
 * the detached PKCS#7 signature of the manifest), made with passkit-generator.
 */
export function renderWalletPass(
  passJson: WalletPassJson,
  logo: Buffer | null,
  signing: PassSigning,
): Buffer {
  const files: Record<string, Buffer> = {
    'pass.json': Buffer.from(JSON.stringify(passJson)),
    'icon.png': passIcon(29, passJson.backgroundColor, passJson.foregroundColor),
    'icon@2x.png': passIcon(58, passJson.backgroundColor, passJson.foregroundColor),
    'icon@3x.png': passIcon(87, passJson.backgroundColor, passJson.foregroundColor),
  };
  // The host name's wallet logo is 480x150: Wallet's @3x logo size; the smaller scales read it too.
  if (logo) for (const name of ['logo.png', 'logo@2x.png', 'logo@3x.png']) files[name] = logo;
  const pass = new PKPass(files, {
    signerCert: signing.signerCertificatePem,
    signerKey: signing.signerKeyPem,
    wwdr: signing.wwdrCertificatePem,
  });
  return pass.getAsBuffer();
}
