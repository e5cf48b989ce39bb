import type { StateCreator } from 'zustand';
import type { ClaimDetail, ClaimSummary } from '../../../shared/api/claims';

/** The claims module of spec section 3: both forms, the stored claims and the chosen ones. */
/** identifyType: the idType code; absent (state kept from before the picker) means the resident ID. */
type CarClaimQuery = { policyNo: string; identifyType?: string; identifyNumber: string };

export interface ClaimsState {
  /** Which tab of /claims-query was used last. */
  tab: 'car' | 'noncar';
  /** The car form as typed (kept as it changes), or as sent. */
  carForm: CarClaimQuery;
  /**
   * The query whose answer carClaims is, for the list's pull to refresh: carForm follows the typing,
   * so after a look back at the form it may hold another policy than the list shows.
   */
  carQuery: CarClaimQuery | null;
  /** identifyType as carForm's: absent in a session kept from before the non-car form asked it. */
  noCarForm: { policyNo: string; insuredName: string; identifyType?: string; identifyNumber: string; registNo: string };
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
  carQuery: null,
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
