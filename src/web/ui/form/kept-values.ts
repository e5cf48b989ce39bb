import { useEffect, useRef } from 'react';
import type { FieldValues, UseFormWatch } from 'react-hook-form';

/**
 * Hands every change of a form's values to `save`, but for the fields named in
 * `except` (an SMS code a query may have used up is asked for again, never kept).
 * Not the first values: only what the customer (or the form itself) changes.
 * Returns the unsubscribe, as an effect's cleanup. A plain function so it is
 * tested in node without a DOM; forms use it through useKeptValues.
 */
export function keepValues<T extends FieldValues, K extends keyof T>(
  watch: UseFormWatch<T>,
  save: (values: Omit<T, K>) => void,
  except: readonly K[] = [],
): () => void {
  const subscription = watch((values) => {
    const kept: Partial<T> = { ...(values as T) };
    for (const name of except) delete kept[name];
    // The form starts from full default values, so each change carries every field.
    save(kept as Omit<T, K>);
  });
  return () => subscription.unsubscribe();
}

/**
 * What is typed is kept in the store (sessionStorage) as it is typed, not only
 * once sent, so a reload or coming back to the page starts the form from it: the
 * form's defaultValues read it back. Subscribed once per form, with its cleanup:
 * `watch(callback)` in the render itself added a subscription on every render.
 * `save` may be a new function each render (the latest one is called); `except`
 * is fixed for the form's life.
 */
export function useKeptValues<T extends FieldValues, K extends keyof T = never>(
  watch: UseFormWatch<T>,
  save: (values: Omit<T, K>) => void,
  options: { except?: readonly K[] } = {},
): void {
  const latest = useRef(save);
  latest.current = save;
  const except = useRef(options.except).current;
  useEffect(() => keepValues(watch, (values) => latest.current(values), except), [watch, except]);
}
