import type { StateCreator } from 'zustand';
import type { InvoiceEntry } from '../../../shared/api/invoice';

/** The invoice module of spec section 3: both query forms and the list found. */
export interface InvoiceState {
  way: 'policy' | 'invoice';
  policyForm: { policyNo: string; certificates: string; cusName: string };
  invoiceForm: { invoiceNumber: string; invoiceCode: string; issueDate: string; checkCode: string };
  list: InvoiceEntry[];
}

export interface InvoiceSlice {
  invoice: InvoiceState;
  setInvoice: (patch: Partial<InvoiceState>) => void;
}

export const initialInvoiceState: InvoiceState = {
  way: 'policy',
  policyForm: { policyNo: '', certificates: '', cusName: '' },
  invoiceForm: { invoiceNumber: '', invoiceCode: '', issueDate: '', checkCode: '' },
  list: [],
};

export const createInvoiceSlice: StateCreator<InvoiceSlice, [], [], InvoiceSlice> = (set) => ({
  invoice: initialInvoiceState,
  setInvoice: (patch) => set((s) => ({ invoice: { ...s.invoice, ...patch } })),
});
