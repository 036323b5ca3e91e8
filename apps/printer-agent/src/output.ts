import { appendFile, mkdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { join } from 'node:path';

export interface PrinterTarget {
  name: string;
  type: 'Boca' | 'Zebra';
  /** The printer's address; `host:port` picks a port other than the raw-printing 9100. */
  ipAddress: string;
}

/** Where print data goes: a raw TCP printer port, or files when the agent prints to a folder. */
export interface Output {
  write(printer: PrinterTarget, jobId: string, index: number, data: string): Promise<void>;
}

export const rawPrintPort = 9100;

/** Sends the bytes to the printer's raw port (JetDirect style) and waits until they are written. */
export function tcpOutput(timeoutMs = 5000): Output {
  return {
    write(printer, _jobId, _index, data) {
      const [host, port] = printer.ipAddress.split(':');
      return new Promise((resolve, reject) => {
        const socket = connect({ host: host!, port: port ? Number(port) : rawPrintPort });
        socket.setTimeout(timeoutMs, () => socket.destroy(new Error('printer timed out')));
        socket.once('error', reject);
        socket.once('connect', () => socket.end(Buffer.from(data, 'latin1')));
        socket.once('close', (hadError) => {
          if (!hadError) resolve();
        });
      });
    },
  };
}

/** Appends each ticket to `{dir}/{printer}-{job}.{fgl|zpl}` (a stand-in printer for testing). */
export function fileOutput(dir: string): Output {
  return {
    async write(printer, jobId, _index, data) {
      await mkdir(dir, { recursive: true });
      const safe = printer.name.replace(/[^\w-]+/g, '_');
      const ext = printer.type === 'Boca' ? 'fgl' : 'zpl';
      await appendFile(join(dir, `${safe}-${jobId}.${ext}`), `${data}\n`, 'latin1');
    },
  };
}
