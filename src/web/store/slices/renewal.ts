import type { StateCreator } from 'zustand';
import type { ResponseOf } from '../../../shared/api/endpoint';
import type { queryRenewal } from '../../../shared/api/renewal';
// From its own file, not the codes index: the store is in the shell, which would then carry every code list.
import { RESIDENT_ID_TYPE } from '../../../shared/codes/id-types';

export type RenewalAnswer = ResponseOf<typeof queryRenewal>;

/** Renewal: what was asked and where the policy stands, shared by the four renewal pages. */
export interface RenewalState {
  /** identifyType: the insured's idType code; absent (state kept from before the picker) means the resident ID. */
  form: { by: 'plate' | 'policy'; licenseNo: string; policyNo: string; identifyType?: string; identifyNumber: string };
  result: RenewalAnswer | null;
}

export interface RenewalSlice {
  renewal: RenewalState;
  setRenewal: (patch: Partial<RenewalState>) => void;
}

export const initialRenewalState: RenewalState = {
  form: { by: 'plate', licenseNo: '', policyNo: '', identifyType: RESIDENT_ID_TYPE, identifyNumber: '' },
  result: null,
};

export const createRenewalSlice: StateCreator<RenewalSlice, [], [], RenewalSlice> = (set) => ({
  renewal: initialRenewalState,
  setRenewal: (patch) => set((s) => ({ renewal: { ...s.renewal, ...patch } })),
});
