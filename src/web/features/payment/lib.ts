import { useEffect, useState } from 'react';
import { useSearchParams } from '../../app/router';
import { latestRead } from '../../ui/latest-read';

/** The order id of the page's query string (`?orderId=`), '' when absent or malformed. */
export function useOrderId(): string {
  const [params] = useSearchParams();
  const id = params.get('orderId') ?? '';
  return /^[A-Z0-9]{8,32}$/.test(id) ? id : '';
}

/**
 * Loads once per key; `error` is true when the call failed (the client has shown why).
 * `load` gets the signal that cancels its call once another key (or a reload) supersedes it.
 */
export function useLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<{ data: T | null; error: boolean; tick: number }>({
    data: null,
    error: false,
    tick: 0,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on key or explicit refresh only
  useEffect(() => {
    if (!key) return;
    return latestRead((signal) => {
      load(signal).then(
        (data) => !signal.aborted && setState((s) => ({ ...s, data, error: false })),
        () => !signal.aborted && setState((s) => ({ ...s, error: true })),
      );
    });
  }, [key, state.tick]);
  return { ...state, reload: () => setState((s) => ({ ...s, tick: s.tick + 1 })) };
}
