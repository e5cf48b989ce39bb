import type { Store } from './store';

/** A proof lasts half an hour after the customer showed it. */
export const PROOF_TTL_SECONDS = 30 * 60;

/**
 * What the customer of a session has proven: "I am the insured of policy X"
 * after a query with matching identity, "I own mobile M" after an SMS code.
 * Personal data of a record leaves the server unmasked only to a session that
 * holds the proof for it. Subjects are domain-chosen strings such as
 * `policy:PDAA2026…` or `mobile:138…`.
 *
 * Several proofs are granted or read together, not one after another: with
 * Redis each is a command, and commands sent together share one round trip
 * where one after another each waited for its own (issue 9, fewer round trips).
 */
export function createProofs(store: Store) {
  const key = (uuid: string, subject: string) => `proof:${uuid}:${subject}`;
  const grant = (uuid: string, subject: string) => store.set(key(uuid, subject), '1', PROOF_TTL_SECONDS);
  const has = async (uuid: string, subject: string) => (await store.get(key(uuid, subject))) !== null;
  return {
    grant,
    /** Grants every subject, in one round trip to the store. */
    async grantAll(uuid: string, subjects: readonly string[]): Promise<void> {
      await Promise.all(subjects.map((subject) => grant(uuid, subject)));
    },
    has,
    /** Whether each subject is proven, in the order given, in one round trip to the store. */
    hasEach(uuid: string, subjects: readonly string[]): Promise<boolean[]> {
      return Promise.all(subjects.map((subject) => has(uuid, subject)));
    },
    async revoke(uuid: string, subject: string): Promise<void> {
      await store.del(key(uuid, subject));
    },
  };
}
export type Proofs = ReturnType<typeof createProofs>;
