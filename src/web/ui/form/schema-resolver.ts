import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { CATALOGUE } from '../../../shared/result-codes';
import { whenIdle } from '../idle';
import { toast } from '../toast';

/**
 * A react-hook-form resolver for a form that validates with the contract's own
 * schema, which loads (with zod, ≈25 kB gzip) after the page rather than with
 * it (issue 9). It is fetched as soon as the browser is idle, so it is there by
 * the time the customer leaves the first field; were a check to come first, it
 * waits for the download. Create it once, at module level:
 *
 *   const resolver = schemaResolver<Form>(() => import('@schemas/promo').then((m) => m.carDiscount.request));
 */
export function schemaResolver<T extends FieldValues>(loadSchema: () => Promise<z.ZodType>): Resolver<T> {
  let loading: Promise<Resolver<T>> | undefined;
  const load = () => {
    loading ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema as never) as unknown as Resolver<T>,
      (error: unknown) => {
        // Offline: say so, and try the download again on the next check.
        loading = undefined;
        toast(CATALOGUE.network);
        throw error;
      },
    );
    return loading;
  };
  whenIdle(() => void load().catch(() => undefined));
  return async (values, context, options) => (await load())(values, context, options);
}
