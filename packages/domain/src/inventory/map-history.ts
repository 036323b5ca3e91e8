/**
 * Undo and redo for the seat-map designer: every edit replaces the whole map (maps are
 * immutable values, so an edit shares every untouched section, row and seat with the map
 * before it and a step costs only what changed).
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
}

export type HistoryAction<T> =
  | { type: 'do'; next: T }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'reset'; present: T };

/** Steps kept for undo; older ones are dropped. */
export const maxHistorySteps = 200;

export function startHistory<T>(present: T): History<T> {
  return { past: [], present, future: [] };
}

export function historyReducer<T>(history: History<T>, action: HistoryAction<T>): History<T> {
  switch (action.type) {
    case 'do':
      if (action.next === history.present) return history;
      return {
        past: [...history.past, history.present].slice(-maxHistorySteps),
        present: action.next,
        future: [],
      };
    case 'undo': {
      if (history.past.length === 0) return history;
      return {
        past: history.past.slice(0, -1),
        present: history.past[history.past.length - 1] as T,
        future: [history.present, ...history.future],
      };
    }
    case 'redo': {
      if (history.future.length === 0) return history;
      return {
        past: [...history.past, history.present],
        present: history.future[0] as T,
        future: history.future.slice(1),
      };
    }
    case 'reset':
      return startHistory(action.present);
  }
}
