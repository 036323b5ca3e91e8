import { describe, expect, it } from 'vitest';
import { GroupQueue, type Outcome } from '@/db/group-queue';

interface Job {
  name: string;
  seats: number[];
}

/** A queue whose statements only record which jobs went together; each waits for `release()`. */
function recordingQueue(maxGroup = 100, maxInFlight = 1) {
  const groups: string[][] = [];
  const gates: (() => void)[] = [];
  const queue = new GroupQueue<Job, string>(
    async (jobs) => {
      groups.push(jobs.map((j) => j.name));
      await new Promise<void>((open) => gates.push(open));
      return jobs.map((j): Outcome<string> => ({ ok: true, value: `${j.name} done` }));
    },
    { claims: (j) => j.seats, maxInFlight, maxGroup },
  );
  const release = async () => {
    gates.shift()?.();
    await new Promise((r) => setImmediate(r));
  };
  return { queue, groups, release };
}

describe('grouping requests into statements', () => {
  it('runs a request at once when nothing else is running', async () => {
    const { queue, groups, release } = recordingQueue();
    const answer = queue.submit({ name: 'a', seats: [1] });
    expect(groups).toEqual([['a']]);
    await release();
    await expect(answer).resolves.toBe('a done');
  });

  it('sends the requests that arrive during a statement together in the next one', async () => {
    const { queue, groups, release } = recordingQueue();
    const answers = ['a', 'b', 'c', 'd'].map((name, i) => queue.submit({ name, seats: [i] }));
    expect(groups).toEqual([['a']]);
    await release();
    expect(groups).toEqual([['a'], ['b', 'c', 'd']]);
    await release();
    expect(await Promise.all(answers)).toEqual(['a done', 'b done', 'c done', 'd done']);
  });

  it('never puts two requests for the same seat in one statement, and keeps their order', async () => {
    const { queue, groups, release } = recordingQueue();
    const answers = [
      queue.submit({ name: 'first', seats: [100] }),
      queue.submit({ name: 'b', seats: [1, 2] }),
      queue.submit({ name: 'c', seats: [2, 3] }),
      // Overlaps only c, which is waiting: it must not overtake c.
      queue.submit({ name: 'd', seats: [3, 4] }),
      queue.submit({ name: 'e', seats: [9] }),
    ];
    await release();
    await release();
    await release();
    await release();
    expect(groups).toEqual([['first'], ['b', 'e'], ['c'], ['d']]);
    await Promise.all(answers);
  });

  it('runs two statements at once, but never two that touch the same seat', async () => {
    const { queue, groups, release } = recordingQueue(100, 2);
    const answers = [
      queue.submit({ name: 'a', seats: [1, 2] }),
      // Wants seat 2 while a holds it: waits, though a second statement could start.
      queue.submit({ name: 'b', seats: [2, 3] }),
      queue.submit({ name: 'c', seats: [7] }),
    ];
    // c touches nothing running, so it takes the second statement; b waits for a.
    expect(groups).toEqual([['a'], ['c']]);
    expect(queue.size).toBe(1);
    await release();
    expect(groups).toEqual([['a'], ['c'], ['b']]);
    await release();
    await release();
    await Promise.all(answers);
  });

  it('keeps statements to the largest group allowed', async () => {
    const { queue, groups, release } = recordingQueue(2);
    const answers = ['a', 'b', 'c', 'd', 'e'].map((name, i) => queue.submit({ name, seats: [i] }));
    for (let i = 0; i < 3; i++) await release();
    expect(groups).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
    await Promise.all(answers);
  });

  it('gives each request its own answer, and a failed statement fails only its own group', async () => {
    let calls = 0;
    const queue = new GroupQueue<Job, string>(
      async (jobs) => {
        calls++;
        if (jobs.some((j) => j.name === 'broken')) throw new Error('connection lost');
        return jobs.map(
          (j): Outcome<string> =>
            j.name === 'refused' ? { ok: false, error: new Error('taken') } : { ok: true, value: j.name },
        );
      },
      { claims: (j) => j.seats, maxInFlight: 1, maxGroup: 10 },
    );
    const first = queue.submit({ name: 'broken', seats: [1] });
    const refused = queue.submit({ name: 'refused', seats: [2] });
    const fine = queue.submit({ name: 'fine', seats: [3] });
    await expect(first).rejects.toThrow('connection lost');
    await expect(refused).rejects.toThrow('taken');
    await expect(fine).resolves.toBe('fine');
    expect(calls).toBe(2);
  });
});
