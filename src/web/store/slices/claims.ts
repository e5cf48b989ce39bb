import type { StateCreator } from 'zustand';
import type { ClaimDetail, ClaimSummary } from '../../../shared/api/claims';

/** The claims module of spec section 3: both forms, the stored claims and the chosen ones. */
export interface ClaimsState {
  /** Which tab of /claims-query was used last. */
  tab: 'car' | 'noncar';
  /** identifyType: the idType code; absent (state kept from before the picker) means the resident ID. */
  carForm: { policyNo: string; identifyType?: string; identifyNumber: string };
  noCarForm: { policyNo: string; insuredName: string; identifyNumber: string; registNo: string };
  carClaims: ClaimSummary[];
  chosenCarClaim: string;
  noCarClaims: ClaimSummary[];
  chosenNoCarClaim: string;
  noCarSchedule: ClaimDetail | null;
  /** Why /claims-queryResult shows: the server's words for the last empty query. */
  emptyMessage: string;
}

export interface ClaimsSlice {
  claims: ClaimsState;
  setClaims: (patch: Partial<ClaimsState>) => void;
}

export const initialClaimsState: ClaimsState = {
  tab: 'car',
  carForm: { policyNo: '', identifyNumber: '' },
  noCarForm: { policyNo: '', insuredName: '', identifyNumber: '', registNo: '' },
  carClaims: [],
  chosenCarClaim: '',
  noCarClaims: [],
  chosenNoCarClaim: '',
  noCarSchedule: null,
  emptyMessage: '',
};

export const createClaimsSlice: StateCreator<ClaimsSlice, [], [], ClaimsSlice> = (set) => ({
  claims: initialClaimsState,
  setClaims: (patch) => set((s) => ({ claims: { ...s.claims, ...patch } })),
});
