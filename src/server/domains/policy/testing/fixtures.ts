import { hashSecret } from '../../../platform/hashing';
import type { TestApp } from '../../../testing/test-app';
import { createPolicyRepo, type PolicyRow } from '../repo';

/** Replaces the session's image with one whose answer the test knows (tests cannot read the SVG). */
export async function knownImageCode(t: TestApp, uuid: string, code = 'Ab3d'): Promise<string> {
  await t.deps.imageCodes.create(uuid, 'default');
  await t.deps.store.set(
    `img:code:${uuid}`,
    JSON.stringify({ hash: hashSecret(t.deps.config.appSecret, code), imageId: 'default' }),
    300,
  );
  return code;
}

/** Demo policies of the seeded book, picked by what a test needs. */
export async function demoPolicies(t: TestApp) {
  const rows = await createPolicyRepo(t.database.db).sample(2000);
  const pick = (test: (r: PolicyRow) => boolean) => {
    const row = rows.find(test);
    if (!row) throw new Error('demo book lacks a policy the test needs');
    return row;
  };
  return {
    rows,
    carWithPlate: pick((r) => r.kind === 'car' && !!r.licenseNo && r.riskCode === 'DAA'),
    newCar: pick((r) => r.kind === 'car' && r.isNewCar && !r.licenseNo && r.riskCode === 'DZA'),
    /** The seeded company car (companyCarPolicies): its insured's ID is a unified social credit code. */
    carOfCompany: pick((r) => r.kind === 'car' && r.insuredIdType === '31' && r.riskCode === 'DAA'),
    /** The seeded Hong Kong resident (hongKongResidentPolicy): a card number kept with its brackets. */
    hongKongInsured: pick((r) => r.insuredIdType === '07'),
    accident: pick((r) => r.riskCode === 'EAK'),
    student: pick((r) => r.riskCode === 'EGB' && r.insuredIdNo !== r.applicantIdNo),
    loan: pick((r) => r.riskCode === 'YDK'),
  };
}

/** Another valid ID number that holds no policy of the book. */
export const STRANGER_ID = '11010519491231002X';
