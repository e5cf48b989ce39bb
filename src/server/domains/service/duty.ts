import type { Store } from '../../platform/store';
import type { AgentAccount } from './agents';

/** An agent counts as on duty while their console is open: it refreshes this mark every 15 s. */
const PRESENCE_TTL_SECONDS = 45;
/**
 * What is left of the mark once a console's live stream closes: longer than
 * the 15 s in which a reload, a reconnect after a blink, or another open
 * console of the same agent renews it; short enough that a customer whose
 * agent closed the console is told within about half a minute (hand-back.ts).
 */
const GRACE_SECONDS = 20;

export function createDuty(store: Store, agents: AgentAccount[]) {
  const key = (account: string) => `cs:duty:${account}`;
  return {
    async mark(account: string) {
      await store.set(key(account), '1', PRESENCE_TTL_SECONDS);
    },
    /** The console's stream closed: on duty for the grace only, unless renewed (touch never revives a cleared mark). */
    async graceOnly(account: string) {
      await store.touch(key(account), GRACE_SECONDS);
    },
    async isOn(account: string) {
      return (await store.get(key(account))) !== null;
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
