import { useEffect, useState } from 'react';
import { platform } from '../../../../shared/api/platform';
import type { CodeItem } from '../../../../shared/codes';
import { api } from '../../../api/client';
import { latestRead } from '../../../ui/latest-read';

/**
 * Branch offices of the chosen city, and the agencies that book through them: the branch's own and its
 * province's branch's, the lists the server checks a link's choice against. No city, no branches: a link
 * is placed in a city, and the province's whole list (asked when a picker was confirmed before its cities
 * came) offered branches for a form that could not be sent until a city was chosen, which then cleared them.
 */
export function useOrgLists(proCode: string, cityCode: string, comCode: string) {
  const [branches, setBranches] = useState<CodeItem[]>([]);
  const [agencies, setAgencies] = useState<CodeItem[]>([]);
  useEffect(() => {
    if (!/^\d{8}$/.test(cityCode)) return setBranches([]);
    return latestRead((signal) => {
      // A city without a sub-branch of its own is answered its province's branches by the server, which
      // checks the chosen one against the same list.
      api(platform.getComCode, { cityCode }, { signal })
        .then((a) => !signal.aborted && setBranches(a.list.map((b) => ({ code: b.comCode, name: b.comName }))))
        .catch(() => !signal.aborted && setBranches([]));
    });
  }, [cityCode]);
  useEffect(() => {
    const owners = [comCode, proCode].filter((c) => /^\d{8}$/.test(c));
    if (owners.length === 0) return setAgencies([]);
    return latestRead((signal) => {
      Promise.all(owners.map((c) => api(platform.agency, { comCode: c }, { signal }).then((a) => a.list)))
        .then((lists) => {
          const seen = new Map(lists.flat().map((a) => [a.agentCode, a.agentName]));
          if (!signal.aborted) setAgencies([...seen].map(([code, name]) => ({ code, name: `${name}（${code}）` })));
        })
        .catch(() => !signal.aborted && setAgencies([]));
    });
  }, [comCode, proCode]);
  return { branches, agencies: [{ code: '', name: '不选择代理人' }, ...agencies] };
}
