import type { StateCreator } from 'zustand';

/** The content domain's client state: whether the customer chose the care edition (关怀版) this session. */
export interface ContentState {
  careMode: boolean;
  /**
   * The policies whose renewal window the customer closed: not asked about again this session, so
   * the window may offer the next one due. One number only, a second closed brought the first back.
   */
  renewalDismissed: string[];
}

export interface ContentSlice {
  content: ContentState;
  setCareMode: (on: boolean) => void;
  dismissRenewal: (policyNo: string) => void;
}

export const createContentSlice: StateCreator<ContentSlice, [], [], ContentSlice> = (set) => ({
  content: { careMode: false, renewalDismissed: [] },
  setCareMode: (on) => set((s) => ({ content: { ...s.content, careMode: on } })),
  dismissRenewal: (policyNo) =>
    set((s) => ({
      content: { ...s.content, renewalDismissed: [...dismissedRenewals(s.content), policyNo].slice(-20) },
    })),
});

/** The closed windows' policies; a session stored before they were a list kept one number as text. */
export function dismissedRenewals(content: { renewalDismissed: unknown }): string[] {
  const kept = content.renewalDismissed;
  if (Array.isArray(kept)) return kept.filter((no): no is string => typeof no === 'string');
  return typeof kept === 'string' && kept ? [kept] : [];
}
