import type { StateCreator } from 'zustand';

/** The acknowledgement of the last complaint, for the success page (survives a reload). */
export interface ComplaintAck {
  kind: 'quick' | 'formal' | 'return';
  ackNo: string;
  ackChannel: 'sms' | 'email';
  ackTo: string;
  receivedAt: string;
  duplicate: boolean;
}

/** Quick complaint form of spec section 3, kept so a reload or a trip back does not lose what was typed. */
export interface QuickComplaintDraft {
  name: string;
  sex: string;
  cityCode: string;
  phoneNumber: string;
  callBackTime: string;
  content: string;
  email: string;
}

export interface ComplaintState {
  quickComplaint: QuickComplaintDraft;
  lastAck: ComplaintAck | null;
  /** Why the last submission failed, and which form to go back to. */
  lastFailure: { message: string; from: string } | null;
}

export interface ComplaintSlice {
  complaint: ComplaintState;
  setQuickComplaint: (draft: Partial<QuickComplaintDraft>) => void;
  setComplaintAck: (ack: ComplaintAck | null) => void;
  setComplaintFailure: (failure: ComplaintState['lastFailure']) => void;
}

export const emptyQuickComplaint: QuickComplaintDraft = {
  name: '',
  sex: '1',
  cityCode: '',
  phoneNumber: '',
  callBackTime: '11111',
  content: '',
  email: '',
};

export const createComplaintSlice: StateCreator<ComplaintSlice, [], [], ComplaintSlice> = (set) => ({
  complaint: { quickComplaint: emptyQuickComplaint, lastAck: null, lastFailure: null },
  setQuickComplaint: (draft) =>
    set((s) => ({ complaint: { ...s.complaint, quickComplaint: { ...s.complaint.quickComplaint, ...draft } } })),
  setComplaintAck: (ack) => set((s) => ({ complaint: { ...s.complaint, lastAck: ack, lastFailure: null } })),
  setComplaintFailure: (failure) => set((s) => ({ complaint: { ...s.complaint, lastFailure: failure } })),
});
