import { NotFound, Refused, WrongCode } from '../../platform/errors';
import type { Asker, IdentityGuard } from '../../platform/identity-guard';
import type { ImageCodes } from '../../platform/image-codes';
import { PROOF_TTL_SECONDS, type Proofs } from '../../platform/proofs';
import type { SmsCodes } from '../../platform/sms-codes';
import type { Store } from '../../platform/store';
import type { Proven } from './present';
import type { PolicyHead } from './repo';

/** From this many misses in the session's hour, identity queries need an image code. */
export const CODE_AFTER_MISSES = 3;
export const NOT_FOUND_MESSAGE = '未查询到保单信息，请核对输入信息后重试';
export const NEED_CODE_MESSAGE = '请输入图形验证码';

/** What the vehicle list shows: a car policy with a VIN, by which its vehicle's policies are found. */
export const isListedVehicle = (row: Pick<PolicyHead, 'kind' | 'vin'>) => row.kind === 'car' && Boolean(row.vin);

/** A policy a query found, with the parties the customer's answer matched. */
export interface Match {
  policyNo: string;
  proven: Proven;
  /** The record itself when the lookup already read it, so the answer needs no second read. */
  row?: PolicyHead;
}

export interface AccessDeps {
  identityGuard: IdentityGuard;
  imageCodes: ImageCodes;
  proofs: Proofs;
  store: Store;
  smsCodes: SmsCodes;
}

/**
 * Who may read which policy. A query proves the customer for the policies it
 * found; reading one later needs that proof. Subjects: `policy:<no>` (may read
 * it), `policy:<no>:applicant` / `:insured` (that party's data unmasked). The
 * session also keeps the list of its policies, for the vehicle list.
 */
export function createAccess(deps: AccessDeps) {
  const { identityGuard, imageCodes, proofs, store, smsCodes } = deps;
  const listKey = (uuid: string) => `policy:proven:${uuid}`;

  /** The session's proven car policies, newest first (up to 50). */
  /**
   * The session's cars whose own proof still holds: the list lives as long as its newest proof,
   * each policy's proof on its own clock, so a car proven 25 minutes before the last query
   * must not be listed (nor read) after its proof ran out.
   */
  async function provenCars(uuid: string): Promise<string[]> {
    const raw = await store.get(listKey(uuid));
    const listed = raw ? (JSON.parse(raw) as string[]) : [];
    const live = await proofs.hasEach(
      uuid,
      listed.map((policyNo) => `policy:${policyNo}`),
    );
    return listed.filter((_, i) => live[i]);
  }

  /** Puts the cars first in the session's list of proven cars. */
  async function listCars(uuid: string, cars: Match[]) {
    const list = [...new Set([...cars.map((m) => m.policyNo), ...(await provenCars(uuid))])].slice(0, 50);
    await store.set(listKey(uuid), JSON.stringify(list), PROOF_TTL_SECONDS);
  }

  return {
    provenCars,

    /**
     * Runs one identity lookup under the guard: refuses a locked-out client,
     * asks for (and uses up) an image code once misses pile up, and counts a
     * miss when nothing matched. Grants nothing: see lookup.
     */
    async guarded<T>(
      asker: Asker,
      code: string | undefined,
      find: () => Promise<T[]>,
      options: { smsChecked?: boolean } = {},
    ): Promise<T[]> {
      // Counted as a miss before it runs (lookups sent together each see the others); kept only when
      // nothing matched, not when the image code stopped it before any identity was compared.
      return identityGuard.lookup(asker, async (misses) => {
        if (code) await imageCodes.check(asker.uuid, code);
        // A fresh SMS code already shows a person is typing: no image code on top.
        else if (misses >= CODE_AFTER_MISSES && !options.smsChecked) throw new WrongCode(NEED_CODE_MESSAGE);
        const found = await find();
        if (found.length === 0) throw new NotFound(NOT_FOUND_MESSAGE);
        return found;
      });
    },

    /** A guarded lookup that proves the session for the policies it found. */
    async lookup(
      asker: Asker,
      code: string | undefined,
      find: () => Promise<Match[]>,
      options: { smsChecked?: boolean } = {},
    ): Promise<Match[]> {
      const matches = await this.guarded(asker, code, find, options);
      await this.grant(asker.uuid, matches);
      return matches;
    },

    ensureAllowed: (asker: Asker) => identityGuard.ensureAllowed(asker),

    /** The SMS code of the mobile query, used up by checking (purpose policyQuery). */
    async checkSms(mobile: string, code: string) {
      await smsCodes.check(mobile, 'policyQuery', code);
    },

    /** Spends the mobile query's code once its plate matched (checkSms accepted it first). */
    async spendSms(mobile: string) {
      await smsCodes.use(mobile, 'policyQuery');
    },

    async grant(uuid: string, matches: Match[]) {
      const subjects = matches.flatMap((m) => [
        `policy:${m.policyNo}`,
        ...(m.proven.applicant ? [`policy:${m.policyNo}:applicant`] : []),
        ...(m.proven.insured ? [`policy:${m.policyNo}:insured`] : []),
      ]);
      // Only vehicles are listed, so a query that found no car leaves the list alone: it was
      // read and written again by every non-car query (issue 9). A match without its record
      // is listed, as before; the readers keep only cars.
      const cars = matches.filter((m) => !m.row || isListedVehicle(m.row));
      await Promise.all([proofs.grantAll(uuid, subjects), cars.length > 0 ? listCars(uuid, cars) : undefined]);
    },

    /** The parties proven for a policy; Refused (the same answer whether or not the policy exists) when the session has not proven it. */
    async require(uuid: string, policyNo: string): Promise<Proven> {
      const who = await this.provenNow(uuid, policyNo);
      if (!who) throw new Refused('保单信息已过期，请重新查询');
      return who;
    },

    /** The parties proven for a policy, or null when the session's proof of it is missing or has run out. */
    async provenNow(uuid: string, policyNo: string): Promise<Proven | null> {
      const [mayRead, applicant, insured] = await proofs.hasEach(uuid, [
        `policy:${policyNo}`,
        `policy:${policyNo}:applicant`,
        `policy:${policyNo}:insured`,
      ]);
      return mayRead ? { applicant, insured } : null;
    },
  };
}
export type Access = ReturnType<typeof createAccess>;
