import type { SmsPurpose } from '../../shared/api/platform';
import type { Proofs } from './proofs';
import type { SmsCodes } from './sms-codes';

/**
 * "This session owns mobile M", shown once with an SMS code and then held as
 * a proof for its half hour (proofs.ts). Two reasons it is held rather than
 * asked again:
 * - a retry whose first attempt used the code and then lost its answer (a
 *   crash, a dropped connection) must not be refused "验证码已失效";
 * - what a mobile already entered (its acknowledgement number, that it took
 *   part at all) is the owner's to see, so answering a stored entry again
 *   needs the same proof as making it, and a stranger who types someone
 *   else's mobile learns nothing without its code.
 * `subject` names the proof in the domain's own terms (`survey:138…`).
 */
export function createMobileProof(
  deps: { proofs: Pick<Proofs, 'grant' | 'has'>; smsCodes: Pick<SmsCodes, 'verify'> },
  purpose: SmsPurpose,
  subject: (mobile: string) => string,
) {
  const { proofs, smsCodes } = deps;
  return {
    subject,
    /** Passes when the session holds the proof, or the code is right (which grants it); throws WrongCode otherwise. */
    async prove(uuid: string, mobile: string, code: string): Promise<void> {
      if (await proofs.has(uuid, subject(mobile))) return;
      await smsCodes.verify(mobile, purpose, code);
      await proofs.grant(uuid, subject(mobile));
    },
  };
}
export type MobileProof = ReturnType<typeof createMobileProof>;
