import type { StateCreator } from 'zustand';

/** The short-link flow of spec section 3: mobile and policy, then the write-info form. */
export interface ShortlinkState {
  mobile: string;
  policyNo: string;
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
