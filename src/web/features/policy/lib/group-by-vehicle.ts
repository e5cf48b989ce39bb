import type { PolicySummary } from '../../../../shared/api/policy-shapes';

/**
 * Car policies of one vehicle and one policy year sit together (交强险 and 商业险), as customers think of
 * them; every non-car policy stands alone. A vehicle is its VIN (masked, but the maker's code and the last
 * six tell one person's cars apart): two new cars of one model have no plate yet, and by plate or model
 * they were one vehicle; one plate kept for a new car named two. A list kept from before the VIN came in
 * the answer falls back to the plate, then the model.
 */
export function groupByVehicle(list: PolicySummary[]): PolicySummary[][] {
  const groups = new Map<string, PolicySummary[]>();
  for (const p of list) {
    const vehicle = p.vin ?? p.licenseNo ?? p.brandModel ?? '';
    const key = p.kind === 'car' ? `car:${vehicle}:${p.startDate.slice(0, 4)}` : `one:${p.policyNo}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.values()];
}
