/**
 * Group commit for the reservation core: requests that arrive while the statements allowed
 * for the same key (an event's seats, an account's releases) are running wait, and go
 * together in the next statement. An idle key runs a request at once, so a quiet system adds
 * no delay; a busy one makes one round trip for many requests. Each request still gets its
 * own answer.
 *
 * No two requests that share a claim (a seat id, a basket) are in one group or in two groups
 * running at once: a request that overlaps a running or earlier waiting one is left for a
 * later group, and so is every later request that overlaps it, so overlapping requests run in
 * arrival order, one statement after another.
 */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: unknown };

interface Waiting<J, R> {
  job: J;
  claims: readonly (number | string)[];
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

export interface GroupQueueOptions<J> {
  /** What a job touches; jobs with a claim in common never run in the same group. */
  claims: (job: J) => readonly (number | string)[];
  /** Statements for this key running at once. */
  maxInFlight: number;
  /** Jobs in one statement at most. */
  maxGroup: number;
  /** Called when nothing waits or runs any more. */
  onIdle?: () => void;
}

export class GroupQueue<J, R> {
  private waiting: Waiting<J, R>[] = [];
  private running = 0;
  /** Claims of the groups running now: a job touching one waits for that group to finish. */
  private busy = new Map<number | string, number>();

  constructor(
    private readonly run: (jobs: J[]) => Promise<Outcome<R>[]>,
    private readonly options: GroupQueueOptions<J>,
  ) {}

  submit(job: J): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.waiting.push({ job, claims: this.options.claims(job), resolve, reject });
      this.pump();
    });
  }

  /** Waiting jobs, for tests and diagnostics. */
  get size(): number {
    return this.waiting.length;
  }

  private pump(): void {
    while (this.running < this.options.maxInFlight && this.waiting.length > 0) {
      const group = this.nextGroup();
      // Everything waiting touches what a running group holds: it goes when that one is done.
      if (group.length === 0) return;
      this.running++;
      void this.runGroup(group).finally(() => {
        this.running--;
        for (const w of group) {
          for (const c of w.claims) {
            const n = (this.busy.get(c) ?? 1) - 1;
            if (n > 0) this.busy.set(c, n);
            else this.busy.delete(c);
          }
        }
        this.pump();
        if (this.running === 0 && this.waiting.length === 0) this.options.onIdle?.();
      });
    }
  }

  /** The oldest waiting jobs that share no claim with each other or with an older waiting job. */
  private nextGroup(): Waiting<J, R>[] {
    const group: Waiting<J, R>[] = [];
    const rest: Waiting<J, R>[] = [];
    const claimed = new Set<number | string>(this.busy.keys());
    for (const w of this.waiting) {
      const free = group.length < this.options.maxGroup && w.claims.every((c) => !claimed.has(c));
      for (const c of w.claims) claimed.add(c);
      if (free) group.push(w);
      else rest.push(w);
    }
    this.waiting = rest;
    for (const w of group) for (const c of w.claims) this.busy.set(c, (this.busy.get(c) ?? 0) + 1);
    return group;
  }

  private async runGroup(group: Waiting<J, R>[]): Promise<void> {
    let outcomes: Outcome<R>[];
    try {
      outcomes = await this.run(group.map((w) => w.job));
    } catch (error) {
      for (const w of group) w.reject(error);
      return;
    }
    group.forEach((w, i) => {
      const outcome = outcomes[i];
      if (outcome?.ok) w.resolve(outcome.value);
      else w.reject(outcome ? outcome.error : new Error('no outcome for a grouped request'));
    });
  }
}

const queues = new WeakMap<object, Map<string, GroupQueue<never, never>>>();

/**
 * The queue for `key` on this database (one set per database, so tests with their own
 * databases stay apart); it is dropped again once idle.
 */
export function queueFor<J, R>(
  owner: object,
  key: string,
  run: (jobs: J[]) => Promise<Outcome<R>[]>,
  options: Omit<GroupQueueOptions<J>, 'onIdle'>,
): GroupQueue<J, R> {
  let byKey = queues.get(owner);
  if (!byKey) {
    byKey = new Map();
    queues.set(owner, byKey);
  }
  const map = byKey;
  let queue = map.get(key) as GroupQueue<J, R> | undefined;
  if (!queue) {
    queue = new GroupQueue(run, { ...options, onIdle: () => map.delete(key) });
    map.set(key, queue as unknown as GroupQueue<never, never>);
  }
  return queue;
}
