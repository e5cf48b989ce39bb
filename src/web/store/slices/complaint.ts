import type { z } from 'zod';
import type { StateCreator } from 'zustand';
import type { acknowledgement, FormalComplaint, returnInsuranceClaim } from '../../../shared/api/complaint';

/** The acknowledgement of the last complaint as the server answered it, for the success page (survives a reload). */
export interface ComplaintAck extends z.infer<typeof acknowledgement> {
  kind: 'quick' | 'formal' | 'return';
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

/** The formal complaint as typed; the optional plate and card number are '' until filled in. */
export type FormalComplaintDraft = Omit<FormalComplaint, 'carNumber' | 'card'> & { carNumber: string; card: string };

/** The return-shipping appeal as typed, less the SMS code: the failed attempt may have spent it. */
export type ReturnClaimDraft = Omit<z.input<typeof returnInsuranceClaim.request>, 'smsValidCode'>;

export interface ComplaintState {
  quickComplaint: QuickComplaintDraft;
  /**
   * The formal complaint and the appeal as typed, kept (like the quick
   * complaint) until one is accepted, so that a failed submission and the
   * failure page's 返回重新提交 lose nothing. null until something is typed.
   * They hold ID numbers: sessionStorage only, as the whole store (never the
   * URL or localStorage), and cleared once accepted.
   */
  formalComplaint: FormalComplaintDraft | null;
  returnClaim: ReturnClaimDraft | null;
  lastAck: ComplaintAck | null;
  /** Why the last submission failed, and which form to go back to. */
  lastFailure: { message: string; from: string } | null;
}

export interface ComplaintSlice {
  complaint: ComplaintState;
  setQuickComplaint: (draft: Partial<QuickComplaintDraft>) => void;
  setFormalComplaint: (draft: FormalComplaintDraft | null) => void;
  setReturnClaim: (draft: ReturnClaimDraft | null) => void;
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
  complaint: {
    quickComplaint: emptyQuickComplaint,
    formalComplaint: null,
    returnClaim: null,
    lastAck: null,
    lastFailure: null,
  },
  setQuickComplaint: (draft) =>
    set((s) => ({ complaint: { ...s.complaint, quickComplaint: { ...s.complaint.quickComplaint, ...draft } } })),
  setFormalComplaint: (draft) => set((s) => ({ complaint: { ...s.complaint, formalComplaint: draft } })),
  setReturnClaim: (draft) => set((s) => ({ complaint: { ...s.complaint, returnClaim: draft } })),
  setComplaintAck: (ack) => set((s) => ({ complaint: { ...s.complaint, lastAck: ack, lastFailure: null } })),
  setComplaintFailure: (failure) => set((s) => ({ complaint: { ...s.complaint, lastFailure: failure } })),
});
