import { describe, expect, it } from 'vitest';
import { createLimiter } from '../../platform/limits';
import { createMemoryStore } from '../../platform/memory-store';
import type { GroupbuyRepo } from './repo';
import { createGroupbuyService, GROUPBUY_LIMITS } from './service';

type StaffRow = Awaited<ReturnType<GroupbuyRepo['staff']>>;

/** The service over a register that answers with `staff`, and how much of a client's limit it has used. */
function serviceOver(staff: (employeeNo: string) => Promise<StaffRow | undefined>) {
  const limiter = createLimiter(createMemoryStore());
  const never = () => {
    throw new Error('not used by the staff look-ups');
  };
  const service = createGroupbuyService({
    repo: { staff } as unknown as GroupbuyRepo,
    store: createMemoryStore(),
    limiter,
    smsCodes: { verify: never },
    proofs: { grant: never, has: never, revoke: never } as never,
    mailer: { send: never },
    smsSender: { send: never },
    orgs: { regionsUnder: never, branchesFor: never, agenciesOf: never },
  });
  return { service, used: (address: string) => limiter.peek(GROUPBUY_LIMITS.staffLookup, address) };
}

describe('the staff look-ups limit', () => {
  it('counts each look-up the register answers, found or not', async () => {
    const { service, used } = serviceOver(async (employeeNo) =>
      employeeNo === '10010001'
        ? { employeeNo, name: '张三', mobile: '13900000001', comCode: '11010000', comName: '北京分公司' }
        : undefined,
    );
    await service.staffName('10010001', '10.1.1.1');
    await expect(service.staffName('99999999', '10.1.1.1')).rejects.toThrow('员工工号不存在');
    await service.checkMobile('10010001', '13900000001', '10.1.1.1');
    expect(await used('10.1.1.1')).toBe(3);
  });

  it('gives back the slot of a look-up the register could not answer: the customer learnt nothing from it', async () => {
    const { service, used } = serviceOver(async () => {
      throw new Error('connection refused');
    });
    await expect(service.staffName('10010001', '10.2.2.2')).rejects.toThrow('connection refused');
    await expect(service.checkMobile('10010001', '13900000001', '10.2.2.2')).rejects.toThrow('connection refused');
    expect(await used('10.2.2.2')).toBe(0);
  });
});
