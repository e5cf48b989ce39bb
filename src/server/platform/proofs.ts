import type { Store } from './store';

/** A proof lasts half an hour after the customer showed it. */
export const PROOF_TTL_SECONDS = 30 * 60;

/**
 * What the customer of a session has proven: "I am the insured of policy X"
 * after a query with matching identity, "I own mobile M" after an SMS code.
 * Personal data of a record leaves the server unmasked only to a session that
 * holds the proof for it. Subjects are domain-chosen strings such as
 * `policy:PDAA2026…` or `mobile:138…`.
 */
export function createProofs(store: Store) {
  const key = (uuid: string, subject: string) => `proof:${uuid}:${subject}`;
  return {
    async grant(uuid: string, subject: string): Promise<void> {
      await store.set(key(uuid, subject), '1', PROOF_TTL_SECONDS);
    },
    async has(uuid: string, subject: string): Promise<boolean> {
      return (await store.get(key(uuid, subject))) !== null;
    },
    async revoke(uuid: string, subject: string): Promise<void> {
      await store.del(key(uuid, subject));
    },
  };
}
export type Proofs = ReturnType<typeof createProofs>;
