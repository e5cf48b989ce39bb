import type { StateCreator } from 'zustand';

/** The content domain's client state: whether the customer chose the care edition (关怀版) this session. */
export interface ContentState {
  careMode: boolean;
  /** The policy whose renewal window the customer closed: not shown again this session. */
  renewalDismissed: string;
}

export interface ContentSlice {
  content: ContentState;
  setCareMode: (on: boolean) => void;
  dismissRenewal: (policyNo: string) => void;
}

export const createContentSlice: StateCreator<ContentSlice, [], [], ContentSlice> = (set) => ({
  content: { careMode: false, renewalDismissed: '' },
  setCareMode: (on) => set((s) => ({ content: { ...s.content, careMode: on } })),
  dismissRenewal: (policyNo) => set((s) => ({ content: { ...s.content, renewalDismissed: policyNo } })),
});
