import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DebouncedSaver } from './debounced-saver.ts';

interface Answer {
  version: string;
  value: number;
}

/** A server whose answers the test releases one by one. */
function deferredServer() {
  const calls: {
    value: number;
    version: string;
    resolve: (a: Answer) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const save = vi.fn(
    (value: number, version: string) =>
      new Promise<Answer>((resolve, reject) => calls.push({ value, version, resolve, reject })),
  );
  return { calls, save };
}

describe('DebouncedSaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends only the last of quick edits, once, after the delay', async () => {
    const save = vi.fn((value: number) => Promise.resolve({ version: 'v2', value }));
    const onSaved = vi.fn();
    const saver = new DebouncedSaver<number, Answer>('v1', {
      delayMs: 300,
      save,
      versionOf: (a) => a.version,
      onSaved,
    });
    saver.edit(2);
    await vi.advanceTimersByTimeAsync(200);
    saver.edit(3);
    await vi.advanceTimersByTimeAsync(200);
    saver.edit(4);
    await vi.advanceTimersByTimeAsync(299);
    expect(save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(4, 'v1');
    expect(onSaved).toHaveBeenCalledWith({ version: 'v2', value: 4 }, false);
    expect(saver.busy).toBe(false);
  });

  it('flush sends a waiting value at once (blur, unmount) and not again later', async () => {
    const save = vi.fn((value: number) => Promise.resolve({ version: 'v2', value }));
    const saver = new DebouncedSaver<number, Answer>('v1', {
      delayMs: 300,
      save,
      versionOf: (a) => a.version,
    });
    saver.edit(5);
    await saver.flush();
    expect(save).toHaveBeenCalledExactlyOnceWith(5, 'v1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('sends an edit made during a request after it, with the version the request returned', async () => {
    const server = deferredServer();
    const onSaved = vi.fn();
    const saver = new DebouncedSaver<number, Answer>('v1', {
      delayMs: 300,
      save: server.save,
      versionOf: (a) => a.version,
      onSaved,
    });
    saver.edit(2);
    await vi.advanceTimersByTimeAsync(300);
    expect(server.calls).toHaveLength(1);
    saver.edit(7);
    await vi.advanceTimersByTimeAsync(300);
    // The second value waits for the first answer: one request at a time.
    expect(server.calls).toHaveLength(1);
    server.calls[0]!.resolve({ version: 'v2', value: 2 });
    await vi.advanceTimersByTimeAsync(0);
    // The older answer is reported with `newer`, so the screen keeps showing 7.
    expect(onSaved).toHaveBeenNthCalledWith(1, { version: 'v2', value: 2 }, true);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]).toMatchObject({ value: 7, version: 'v2' });
    server.calls[1]!.resolve({ version: 'v3', value: 7 });
    await vi.advanceTimersByTimeAsync(0);
    expect(onSaved).toHaveBeenNthCalledWith(2, { version: 'v3', value: 7 }, false);
    expect(saver.currentVersion).toBe('v3');
    expect(saver.busy).toBe(false);
  });

  it('reports a refused value and still sends the edits after it', async () => {
    const server = deferredServer();
    const onFailed = vi.fn();
    const saver = new DebouncedSaver<number, Answer>('v1', {
      delayMs: 300,
      save: server.save,
      versionOf: (a) => a.version,
      onFailed,
    });
    saver.edit(99);
    const flushed = saver.flush();
    saver.edit(3);
    const second = saver.flush();
    server.calls[0]!.reject(new Error('Осталось 2 шт.'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onFailed).toHaveBeenCalledWith(new Error('Осталось 2 шт.'), 99);
    expect(server.calls[1]).toMatchObject({ value: 3, version: 'v1' });
    server.calls[1]!.resolve({ version: 'v2', value: 3 });
    await Promise.all([flushed, second]);
    expect(server.calls).toHaveLength(2);
  });

  it('discard drops a waiting value', async () => {
    const save = vi.fn((value: number) => Promise.resolve({ version: 'v2', value }));
    const saver = new DebouncedSaver<number, Answer>('v1', {
      delayMs: 300,
      save,
      versionOf: (a) => a.version,
    });
    saver.edit(5);
    saver.discard();
    await vi.advanceTimersByTimeAsync(1000);
    await saver.flush();
    expect(save).not.toHaveBeenCalled();
  });
});
