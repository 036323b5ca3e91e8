import type { Writable } from 'node:stream';

/**
 * Resolves once a stream can take more after a write it refused (`drain`), or is gone (`close`):
 * what a writer waits on so a slow reader, not the server's memory, sets the pace.
 */
export const drained = (out: Writable) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done);
      out.off('close', done);
      resolve();
    };
    out.once('drain', done);
    out.once('close', done);
  });
