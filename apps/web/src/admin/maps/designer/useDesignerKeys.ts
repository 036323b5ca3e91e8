import { useEffect, useRef } from 'react';

export interface DesignerKeyActions {
  nudge: (dx: number, dy: number) => void;
  remove: () => void;
  undo: () => void;
  redo: () => void;
  copy: () => void;
  paste: () => void;
}

/**
 * The designer's keyboard: arrows nudge the selection one map unit (ten with Shift), Delete
 * removes it, Ctrl/⌘+C and Ctrl/⌘+V copy and paste it, Ctrl/⌘+Z undoes and Ctrl/⌘+Shift+Z or Ctrl+Y redoes. Keys typed into a field or
 * an open dialog are left alone.
 */
export function useDesignerKeys(actions: DesignerKeyActions) {
  const latest = useRef(actions);
  latest.current = actions;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [role="dialog"], [contenteditable="true"]')) return;
      const a = latest.current;
      const step = e.shiftKey ? 10 : 1;
      const command = e.ctrlKey || e.metaKey;
      const arrows: Record<string, [number, number]> = {
        ArrowLeft: [-step, 0],
        ArrowRight: [step, 0],
        ArrowUp: [0, -step],
        ArrowDown: [0, step],
      };
      const arrow = arrows[e.key];
      if (arrow && !command) a.nudge(...arrow);
      else if (e.key === 'Delete' || e.key === 'Backspace') a.remove();
      else if (command && e.key.toLowerCase() === 'z') (e.shiftKey ? a.redo : a.undo)();
      else if (command && e.key.toLowerCase() === 'y') a.redo();
      else if (command && e.key.toLowerCase() === 'c') a.copy();
      else if (command && e.key.toLowerCase() === 'v') a.paste();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
