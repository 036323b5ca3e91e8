import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface PdfImage {
  width: number;
  height: number;
  kind: number;
  data: Uint8Array | Uint8ClampedArray;
}

/** Decodes a Code 128 barcode from an image's pixels, with a white quiet zone around it. */
function decodeCode128(image: PdfImage): string {
  const pad = 40;
  const width = image.width + pad * 2;
  const height = image.height + pad * 2;
  const lum = new Uint8ClampedArray(width * height).fill(255);
  const channels = image.kind === 3 ? 4 : image.kind === 2 ? 3 : 1;
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) {
      const i = (y * image.width + x) * channels;
      const v =
        channels === 1
          ? image.data[i]!
          : (image.data[i]! * 299 + image.data[i + 1]! * 587 + image.data[i + 2]! * 114) / 1000;
      lum[(y + pad) * width + x + pad] = v;
    }
  }
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
  ]);
  reader.setHints(hints);
  return reader
    .decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(lum, width, height))))
    .getText();
}

export interface PdfPage {
  text: string;
  barcodes: string[];
}

/** The text and the decoded barcodes of each page of a PDF. */
export async function readPdf(bytes: Uint8Array): Promise<PdfPage[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  const pages: PdfPage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const content = await page.getTextContent();
    const text = content.items.map((i) => ('str' in i ? i.str : '')).join('\n');
    const ops = await page.getOperatorList();
    const barcodes: string[] = [];
    for (const [k, fn] of ops.fnArray.entries()) {
      if (fn !== OPS.paintImageXObject) continue;
      const name = ops.argsArray[k]![0] as string;
      const image = await new Promise<PdfImage>((resolve) => page.objs.get(name, resolve));
      barcodes.push(decodeCode128(image));
    }
    pages.push({ text, barcodes });
  }
  await doc.destroy();
  return pages;
}
