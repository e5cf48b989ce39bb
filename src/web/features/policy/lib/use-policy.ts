import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { Endpoint, ResponseOf } from '../../../../shared/api/endpoint';
import { api } from '../../../api/client';
import { failureText } from '../../../api/errors';
import { policyNoInLink } from '../../../app/policy-link';
import { useSearchParams } from '../../../app/router';
import { useAppStore } from '../../../store';
import { latestRead } from '../../../ui/latest-read';

/** The policy a page is about: `?policyNo=` when valid, else the one opened last in this session. */
export function usePolicyNo(): string {
  const [params] = useSearchParams();
  const last = useAppStore((s) => s.policy.results.currentPolicyNo);
  return policyNoInLink(params) || last;
}

export type Loaded<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed'; message: string };

type PolicyEndpoint = Endpoint<z.ZodObject<{ policyNo: z.ZodType<string> }>, z.ZodType, 'json'>;

/**
 * Reads one proven policy's data. Without a policy number nothing is asked;
 * a refusal (proof expired, never queried) becomes the page's empty state.
 */
export function usePolicyData<E extends PolicyEndpoint>(endpoint: E, policyNo: string): Loaded<ResponseOf<E>> {
  const [loaded, setLoaded] = useState<Loaded<ResponseOf<E>>>({ state: 'loading' });
  useEffect(() => {
    if (!policyNo) {
      setLoaded({ state: 'failed', message: '请先查询保单，再查看保单详情' });
      return;
    }
    setLoaded({ state: 'loading' });
    return latestRead((signal) => {
      api(endpoint, { policyNo } as never, { signal })
        .then((data) => !signal.aborted && setLoaded({ state: 'ready', data: data as ResponseOf<E> }))
        .catch(
          (err: unknown) =>
            !signal.aborted && setLoaded({ state: 'failed', message: failureText(err, '保单信息已过期，请重新查询') }),
        );
    });
  }, [endpoint, policyNo]);
  return loaded;
}
