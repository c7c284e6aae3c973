import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedSave } from './use-debounced-save.ts';

interface Answer {
  version: string;
}

describe('useDebouncedSave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function mount() {
    const save = vi.fn((_value: number, _version: string) => Promise.resolve({ version: 'v2' }));
    const hook = renderHook(() =>
      useDebouncedSave<number, Answer>('v1', { delayMs: 300, save, versionOf: (a) => a.version }),
    );
    return { save, hook };
  }

  it('sends the last value once and reports busy until its answer', async () => {
    const { save, hook } = mount();
    act(() => hook.result.current.edit(1));
    act(() => hook.result.current.edit(2));
    act(() => hook.result.current.edit(3));
    expect(hook.result.current.busy).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(save).toHaveBeenCalledExactlyOnceWith(3, 'v1');
    expect(hook.result.current.busy).toBe(false);
  });

  it('unmounting flushes the waiting value at once', async () => {
    const { save, hook } = mount();
    act(() => hook.result.current.edit(4));
    hook.unmount();
    expect(save).toHaveBeenCalledExactlyOnceWith(4, 'v1');
    await vi.advanceTimersByTimeAsync(1000);
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('hiding the tab (pagehide) flushes the waiting value', () => {
    const { save, hook } = mount();
    act(() => hook.result.current.edit(5));
    window.dispatchEvent(new Event('pagehide'));
    expect(save).toHaveBeenCalledExactlyOnceWith(5, 'v1');
    hook.unmount();
  });
});
