import type { StateCreator } from 'zustand';
import type { ResponseOf } from '../../../shared/api/endpoint';
import type { queryRenewal } from '../../../shared/api/renewal';

export type RenewalAnswer = ResponseOf<typeof queryRenewal>;

/** Renewal: what was asked and where the policy stands, shared by the four renewal pages. */
export interface RenewalState {
  form: { by: 'plate' | 'policy'; licenseNo: string; policyNo: string; identifyNumber: string };
  result: RenewalAnswer | null;
}

export interface RenewalSlice {
  renewal: RenewalState;
  setRenewal: (patch: Partial<RenewalState>) => void;
}

export const initialRenewalState: RenewalState = {
  form: { by: 'plate', licenseNo: '', policyNo: '', identifyNumber: '' },
  result: null,
};

export const createRenewalSlice: StateCreator<RenewalSlice, [], [], RenewalSlice> = (set) => ({
  renewal: initialRenewalState,
  setRenewal: (patch) => set((s) => ({ renewal: { ...s.renewal, ...patch } })),
});
