import type { StateCreator } from 'zustand';
import type { NewCarPolicy, ResponseOfUpdate } from '../../../shared/api/newcar';

/** The new-car endorsement form of spec section 3, the policy found and the outcome. */
export interface NewcarState {
  /** identifyType: the idType code; absent (state kept from before the picker) means the resident ID. */
  form: { policyNo: string; identifyType?: string; insuredIdentifyNo: string; licenseNo: string };
  policy: NewCarPolicy | null;
  result: ResponseOfUpdate | null;
  failMessage: string;
}

export interface NewcarSlice {
  newcar: NewcarState;
  setNewcar: (patch: Partial<NewcarState>) => void;
}

/** The plate starts with the Beijing prefix (spec section 3). */
export const DEFAULT_PLATE_PREFIX = '京';

export const initialNewcarState: NewcarState = {
  form: { policyNo: '', insuredIdentifyNo: '', licenseNo: DEFAULT_PLATE_PREFIX },
  policy: null,
  result: null,
  failMessage: '',
};

export const createNewcarSlice: StateCreator<NewcarSlice, [], [], NewcarSlice> = (set) => ({
  newcar: initialNewcarState,
  setNewcar: (patch) => set((s) => ({ newcar: { ...s.newcar, ...patch } })),
});
