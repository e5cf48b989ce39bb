import type { Db } from '../../db/client';
import { createPeople } from '../../db/seed/people';
import { seededRandom } from '../../db/seed/random';
import type { SeedContext } from '../../platform/domain-module';
import { createGroupbuyRepo } from './repo';

/** Branch offices the demo staff work for (codes as the platform's branch offices have them). */
const OFFICES = [
  { comCode: '11000000', comName: '人保财险北京市分公司' },
  { comCode: '31000000', comName: '人保财险上海市分公司' },
  { comCode: '44010000', comName: '人保财险广州市中心支公司' },
  { comCode: '33010000', comName: '人保财险杭州市中心支公司' },
];

/** The staff register: twelve employees, numbered 1001 0001 upwards. */
export async function seedGroupbuy(db: Db, context: SeedContext) {
  const repo = createGroupbuyRepo(db);
  if (await repo.hasStaff()) return;
  const people = createPeople(seededRandom(8_002_233), context.regions);
  await repo.insertStaff(
    Array.from({ length: 12 }, (_, i) => {
      const person = people.person();
      const office = OFFICES[i % OFFICES.length] as (typeof OFFICES)[number];
      return {
        employeeNo: `1001${String(i + 1).padStart(4, '0')}`,
        name: person.name,
        mobile: person.mobile,
        ...office,
      };
    }),
  );
}
