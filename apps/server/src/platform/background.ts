/**
 * Work a request starts but does not wait for (mail after a reset request, so every address
 * answers at once and alike). The server waits for it when closing; a failure is logged.
 */
export interface Background {
  run(name: string, task: () => Promise<unknown>): void;
  /** Resolves once every task started so far has finished. */
  settled(): Promise<void>;
}

export function createBackground(onError: (name: string, error: unknown) => void): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const done: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => onError(name, error),
        )
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
