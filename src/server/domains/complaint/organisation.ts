import { type FormalComplaint, HEALTH_INSURANCE_TYPE } from '../../../shared/api/complaint';
import { HEALTH_BRANCHES, nameOf } from '../../../shared/codes';
import { regionPath } from '../../../shared/region-path';
import { InvalidInput } from '../../platform/errors';
import type { OrgDirectory, PlaceEntry } from '../../platform/ports';

export const CITY_NOT_OFFERED = '请重新选择投保城市';
/** The quick complaint's field is 所在城市: its refusal names that field. */
export const QUICK_CITY_NOT_OFFERED = '请重新选择所在城市';
export const BRANCH_NOT_OFFERED = '所选承保机构不在该投保城市，请重新选择承保机构';

/**
 * The formal complaint's city and 承保机构, checked against the platform's
 * tables (orgDirectory, as group-buy checks its links): the city must be one
 * the platform's region tables hold (placeOf), and a branch office one
 * getComCode offers for that city. The contract checks their form only, so any
 * 8 digits were stored as a branch, and a branch of another city as this one's.
 * A health complaint names a health-insurer branch of the contract's own code
 * table instead, which the contract has checked. Answers the branch's name as
 * the table has it: that is what the complaint is stored with.
 */
export async function organisationOf(
  orgs: OrgDirectory,
  form: Pick<FormalComplaint, 'insuranceType' | 'city' | 'organization'>,
): Promise<{ organizationName: string }> {
  const place = await offeredPlace(orgs, form.city, CITY_NOT_OFFERED);
  if (form.insuranceType === HEALTH_INSURANCE_TYPE)
    return { organizationName: nameOf(HEALTH_BRANCHES, form.organization) ?? form.organization };
  const branch = (await orgs.branchesFor(place.code)).find((b) => b.comCode === form.organization);
  if (!branch) throw new InvalidInput(BRANCH_NOT_OFFERED);
  return { organizationName: branch.comName };
}

/**
 * A complaint's city, one the city picker offers (placeOf), or refused with the
 * form's own words for the field. The formal complaint's 投保城市 and the quick
 * complaint's 所在城市 come from the same picker (CityField), and both are
 * checked here: the contract checks their form only (8 digits), so a made-up
 * code, or an entry link's cityCode no table has, was stored as the city.
 */
export async function offeredPlace(orgs: OrgDirectory, code: string, refusal: string): Promise<PlaceEntry> {
  const place = await placeOf(orgs, code);
  if (!place) throw new InvalidInput(refusal);
  return place;
}

/**
 * The region of a portal code, found the way the pickers list it (regionPath, as the city field finds
 * it). The form sends a province (the page's default city, 11000000) or a city; a county comes only
 * with an entry link's cityCode, and is taken as the pickers would take it.
 */
async function placeOf(orgs: OrgDirectory, code: string): Promise<PlaceEntry | undefined> {
  return (await regionPath((parent) => orgs.regionsUnder(parent), code))?.at(-1);
}
