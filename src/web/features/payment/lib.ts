import { useEffect, useState } from 'react';
import { useSearchParams } from '../../app/router';

/** The order id of the page's query string (`?orderId=`), '' when absent or malformed. */
export function useOrderId(): string {
  const [params] = useSearchParams();
  const id = params.get('orderId') ?? '';
  return /^[A-Z0-9]{8,32}$/.test(id) ? id : '';
}

/** Loads once per key; `error` is true when the call failed (the client has shown why). */
export function useLoad<T>(key: string, load: () => Promise<T>) {
  const [state, setState] = useState<{ data: T | null; error: boolean; tick: number }>({
    data: null,
    error: false,
    tick: 0,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on key or explicit refresh only
  useEffect(() => {
    if (!key) return;
    let live = true;
    load().then(
      (data) => live && setState((s) => ({ ...s, data, error: false })),
      () => live && setState((s) => ({ ...s, error: true })),
    );
    return () => {
      live = false;
    };
  }, [key, state.tick]);
  return { ...state, reload: () => setState((s) => ({ ...s, tick: s.tick + 1 })) };
}
