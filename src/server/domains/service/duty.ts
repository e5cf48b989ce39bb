import type { Store } from '../../platform/store';
import type { AgentAccount } from './agents';

/** An agent counts as on duty while their console is open: it refreshes this mark every 15 s. */
const PRESENCE_TTL_SECONDS = 45;

export function createDuty(store: Store, agents: AgentAccount[]) {
  const key = (account: string) => `cs:duty:${account}`;
  return {
    async mark(account: string) {
      await store.set(key(account), '1', PRESENCE_TTL_SECONDS);
    },
    async clear(account: string) {
      await store.del(key(account));
    },
    /** Accounts come from configuration, so the count needs no scan of the store. */
    async count() {
      const marks = await Promise.all(agents.map((a) => store.get(key(a.account))));
      return marks.filter((m) => m !== null).length;
    },
  };
}
export type Duty = ReturnType<typeof createDuty>;
