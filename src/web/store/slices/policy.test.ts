import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { PolicySummary } from '../../../shared/api/policy-shapes';
import { carSummary } from '../../features/policy/testing/summaries';
import { createPolicySlice, type PolicySlice } from './policy';

const car = (policyNo: string, licenseNo: string | null): PolicySummary =>
  carSummary(policyNo, { licenseNo, isNewCar: licenseNo === null });

describe('the kept policy list after a plate endorsement', () => {
  it('shows the plate on the policies the endorsement names, and leaves the others as they were', () => {
    const store = createStore<PolicySlice>()((...a) => createPolicySlice(...a));
    const other = car('PDAA202611010000000003', '京A12345');
    store.getState().setPolicyResults({
      policy_Info_List: [car('PDZA202611010000000001', null), car('PDAA202611010000000001', null), other],
    });
    store.getState().setPlateOnPolicies(['PDZA202611010000000001', 'PDAA202611010000000001'], '京N2K8C6');
    const list = store.getState().policy.results.policy_Info_List;
    expect(list.map((p) => p.licenseNo)).toEqual(['京N2K8C6', '京N2K8C6', '京A12345']);
    expect(list[2]).toBe(other);
  });

  it('shows it masked on the kept warranty list, as the warranty query shows every plate', () => {
    const store = createStore<PolicySlice>()((...a) => createPolicySlice(...a));
    store.getState().setPolicyResults({
      warrantyList: [car('PDZA202611010000000001', null), car('PDAA202611010000000001', null)],
    });
    store.getState().setPlateOnPolicies(['PDZA202611010000000001', 'PDAA202611010000000001'], '京N2K8C6');
    expect(store.getState().policy.results.warrantyList.map((p) => p.licenseNo)).toEqual(['京N***C6', '京N***C6']);
  });
});
