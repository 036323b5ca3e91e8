import { afterEach, describe, expect, it, vi } from 'vitest';
import { startFrameSizeReporter } from './frame-size';

function framedWindow(height: number, width: number) {
  const postMessage = vi.fn();
  const win = {
    parent: { postMessage },
    document: { documentElement: { scrollHeight: height, scrollWidth: width } },
    setInterval: (fn: () => void, ms: number) => setInterval(fn, ms),
    clearInterval: (id: ReturnType<typeof setInterval>) => clearInterval(id),
  };
  return { win: win as unknown as Window, postMessage, root: win.document.documentElement };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the frame size reporter', () => {
  it('posts the page height and width to the parent every 400 ms', () => {
    vi.useFakeTimers();
    const { win, postMessage, root } = framedWindow(1200, 800);
    const stop = startFrameSizeReporter(win);
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenLastCalledWith(
      { type: 'tessera:frame-size', height: 1200, width: 800 },
      '*',
    );

    root.scrollHeight = 1500;
    vi.advanceTimersByTime(399);
    expect(postMessage).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(postMessage).toHaveBeenCalledTimes(2);
    expect(postMessage).toHaveBeenLastCalledWith(
      { type: 'tessera:frame-size', height: 1500, width: 800 },
      '*',
    );

    vi.advanceTimersByTime(800);
    expect(postMessage).toHaveBeenCalledTimes(4);
    stop();
    vi.advanceTimersByTime(2000);
    expect(postMessage).toHaveBeenCalledTimes(4);
  });

  it('stays silent when the page is not inside a frame', () => {
    vi.useFakeTimers();
    const postMessage = vi.spyOn(window, 'postMessage');
    startFrameSizeReporter(window)();
    vi.advanceTimersByTime(2000);
    expect(postMessage).not.toHaveBeenCalled();
  });
});
