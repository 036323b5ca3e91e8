import {
  type History,
  type HistoryAction,
  historyReducer,
  maxHistorySteps,
  startHistory,
} from '@tessera/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const run = (actions: HistoryAction<number>[], start = 0) =>
  actions.reduce<History<number>>(historyReducer, startHistory(start));

describe('designer undo and redo', () => {
  it('undoes and redoes edits in order; a new edit drops the redo steps', () => {
    let h = run([{ type: 'do', next: 1 }, { type: 'do', next: 2 }, { type: 'undo' }]);
    expect(h.present).toBe(1);
    h = historyReducer(h, { type: 'redo' });
    expect(h.present).toBe(2);
    h = run([{ type: 'undo' }, { type: 'do', next: 5 }], 0);
    h = historyReducer(run([{ type: 'do', next: 1 }, { type: 'undo' }]), { type: 'do', next: 7 });
    expect(h).toEqual({ past: [0], present: 7, future: [] });
  });

  it('ignores undo and redo with nothing to step to, and an edit that changes nothing', () => {
    const h = startHistory(3);
    expect(historyReducer(h, { type: 'undo' })).toBe(h);
    expect(historyReducer(h, { type: 'redo' })).toBe(h);
    expect(historyReducer(h, { type: 'do', next: 3 })).toBe(h);
  });

  it('keeps a bounded number of steps', () => {
    const h = run(
      Array.from({ length: maxHistorySteps + 50 }, (_, i) => ({ type: 'do' as const, next: i + 1 })),
    );
    expect(h.past).toHaveLength(maxHistorySteps);
  });

  it('undoing every edit returns to the start, and redoing all returns to the end', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 1000 }), { maxLength: 60 }), (values) => {
        let h = run(values.map((next) => ({ type: 'do' as const, next })));
        const end = h.present;
        const steps = h.past.length;
        for (let i = 0; i < steps; i++) h = historyReducer(h, { type: 'undo' });
        expect(h.present).toBe(0);
        for (let i = 0; i < steps; i++) h = historyReducer(h, { type: 'redo' });
        expect(h.present).toBe(end);
      }),
    );
  });
});
