import type { StateCreator } from 'zustand';

/** The short-link flow of spec section 3: mobile and policy, then the write-info form. */
export interface ShortlinkState {
  /** The verified mobile and policy: the claim form is for them. */
  mobile: string;
  policyNo: string;
  /**
   * The verification as typed and not yet checked: the customer leaves the page to read the SMS, and
   * a browser that reloads the tab meanwhile brought them back to an empty mobile. Kept apart from the
   * verified pair, which decides whether a kept claim form is this policy's.
   */
  verifyForm: { mobile: string; policyNo: string };
  policy: { insuredName: string; startDate: string; endDate: string } | null;
  writeInfo: {
    flightnumber: string;
    flightdate: string;
    insuredName: string;
    bankName: string;
    bankProvince: string;
    bankCity: string;
    bankSubName: string;
    bankcardno: string;
  };
  /** The last acknowledged claim, for the confirmation. */
  claimNo: string;
}

export interface ShortlinkSlice {
  shortlink: ShortlinkState;
  setShortlink: (patch: Partial<ShortlinkState>) => void;
  /**
   * The claim was accepted: its number stays for the confirmation, the form
   * (the full bank card and the insured's name, kept in case the submission
   * failed) is forgotten, since the store lives in sessionStorage.
   */
  claimAccepted: (claimNo: string) => void;
}

export const initialShortlinkState: ShortlinkState = {
  mobile: '',
  policyNo: '',
  verifyForm: { mobile: '', policyNo: '' },
  policy: null,
  writeInfo: {
    flightnumber: '',
    flightdate: '',
    insuredName: '',
    bankName: '',
    bankProvince: '',
    bankCity: '',
    bankSubName: '',
    bankcardno: '',
  },
  claimNo: '',
};

export const createShortlinkSlice: StateCreator<ShortlinkSlice, [], [], ShortlinkSlice> = (set) => ({
  shortlink: initialShortlinkState,
  setShortlink: (patch) => set((s) => ({ shortlink: { ...s.shortlink, ...patch } })),
  claimAccepted: (claimNo) =>
    set((s) => ({ shortlink: { ...s.shortlink, claimNo, writeInfo: initialShortlinkState.writeInfo } })),
});
