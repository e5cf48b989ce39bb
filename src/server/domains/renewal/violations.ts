import { NotFound } from '../../platform/errors';
import type { Asker, IdentityGuard } from '../../platform/identity-guard';
import { maskPlate } from '../../platform/masking';
import type { RenewalRepo } from './repo';

export interface Violation {
  time: string;
  place: string;
  act: string;
  code: string;
  fine: number;
  points: number;
  handled: boolean;
  authority: string;
}

/**
 * Where violations come from. The real source is the traffic authority's
 * interface; development and tests use the stored one. `null` means the
 * source does not know the vehicle (plate and frame do not match).
 */
export interface ViolationSource {
  query(licenseNo: string, frameNo: string): Promise<Violation[] | null>;
}

export function storedViolationSource(repo: RenewalRepo): ViolationSource {
  return {
    async query(licenseNo, frameNo) {
      if (!(await repo.knowsVehicle(licenseNo, frameNo))) return null;
      const rows = await repo.violations(licenseNo, frameNo);
      return rows.map((r) => ({
        time: r.occurredAt.toISOString(),
        place: r.place,
        act: r.act,
        code: r.code,
        fine: r.fine,
        points: r.points,
        handled: r.handled,
        authority: r.authority,
      }));
    },
  };
}

export function createViolationService(deps: { source: ViolationSource; identityGuard: IdentityGuard }) {
  return {
    async query(licenseNo: string, frameNo: string, asker: Asker) {
      const list = await deps.identityGuard.lookup(asker, async () => {
        const ofCar = await deps.source.query(licenseNo, frameNo);
        if (!ofCar) throw new NotFound('车牌号与车架号后6位不匹配，请核对后重试');
        return ofCar;
      });
      const open = list.filter((v) => !v.handled);
      return {
        licenseNo: maskPlate(licenseNo),
        list,
        unhandledCount: open.length,
        totalFine: open.reduce((s, v) => s + v.fine, 0),
        totalPoints: open.reduce((s, v) => s + v.points, 0),
        updatedAt: new Date().toISOString(),
      };
    },
  };
}
