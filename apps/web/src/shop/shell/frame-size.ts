export const frameSizeMessageType = 'tessera:frame-size';
export const frameSizeIntervalMs = 400;

export interface FrameSizeMessage {
  type: typeof frameSizeMessageType;
  height: number;
  width: number;
}

/**
 * When the shop runs inside a venue's own page (an iframe), it tells the parent its size
 * every 400 ms so the parent can grow the frame and avoid a second scroll bar. Nothing is
 * sent when the shop is the top-level page. Returns a function that stops reporting.
 */
export function startFrameSizeReporter(win: Window = window, intervalMs = frameSizeIntervalMs): () => void {
  if (win.parent === win || !win.parent) return () => {};
  const report = () => {
    const root = win.document.documentElement;
    const message: FrameSizeMessage = {
      type: frameSizeMessageType,
      height: root.scrollHeight,
      width: root.scrollWidth,
    };
    // Only the size is sent, and the embedding page's origin is not known in advance.
    win.parent.postMessage(message, '*');
  };
  report();
  const timer = win.setInterval(report, intervalMs);
  return () => win.clearInterval(timer);
}
