import { crc32 } from 'node:zlib';

/** The header of a PNG of a given size: enough for the server's size and type check. */
export function pngOf(width: number, height: number): string {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const chunk = Buffer.concat([Buffer.from('IHDR'), ihdr]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(chunk) >>> 0, 0);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(13, 0);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    length,
    chunk,
    crc,
  ]).toString('base64');
}

/** The start of a baseline JPEG of a given size (SOI, a JFIF header, a start-of-frame segment). */
export function jpegOf(width: number, height: number): string {
  const sof = Buffer.from([
    0xff, 0xc0, 0x00, 0x11, 0x08, 0, 0, 0, 0, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const jfif = Buffer.from([0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), jfif, sof, Buffer.from([0xff, 0xd9])]).toString('base64');
}
