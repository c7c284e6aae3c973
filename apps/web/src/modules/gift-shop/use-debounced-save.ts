import { useEffect, useRef, useState } from 'react';
import { DebouncedSaver, type DebouncedSaverOptions } from './debounced-saver.ts';

/**
 * A DebouncedSaver for a screen: the callbacks may change between renders (the latest are used), a waiting
 * value is sent when the component unmounts (leaving the page in the app) or the tab is hidden or closed,
 * and `busy` re-renders the screen while something is waiting or in flight.
 */
export function useDebouncedSave<V, R>(
  version: string,
  options: Omit<DebouncedSaverOptions<V, R>, 'onBusyChange'>,
) {
  const latest = useRef(options);
  latest.current = options;
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  const [saver] = useState(
    () =>
      new DebouncedSaver<V, R>(version, {
        delayMs: options.delayMs,
        save: (value, at) => latest.current.save(value, at),
        versionOf: (result) => latest.current.versionOf(result),
        onSaved: (result, newer) => latest.current.onSaved?.(result, newer),
        onFailed: (error, value) => latest.current.onFailed?.(error, value),
        onBusyChange: (now) => {
          if (mounted.current) setBusy(now);
        },
      }),
  );

  // A version read from the server again while nothing is waiting is the one the next edit builds on.
  useEffect(() => {
    if (!saver.busy) saver.setVersion(version);
  }, [saver, version]);

  useEffect(() => {
    mounted.current = true;
    const leave = () => void saver.flush();
    window.addEventListener('pagehide', leave);
    return () => {
      mounted.current = false;
      window.removeEventListener('pagehide', leave);
      // Unmounting (another page of the app): the last edit still goes out.
      void saver.flush();
    };
  }, [saver]);

  return {
    busy,
    edit: (value: V) => saver.edit(value),
    flush: () => saver.flush(),
    discard: () => saver.discard(),
  };
}
