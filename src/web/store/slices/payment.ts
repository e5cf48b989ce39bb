import type { StateCreator } from 'zustand';
import type { PaymentRecord } from '../../../shared/api/payment';
// From its own file, not the codes index: the store is in the shell, which would then carry every code list.
import { RESIDENT_ID_TYPE } from '../../../shared/codes/id-types';

/** The payment module of spec section 3: both payer forms, the payer list and the orders found. */
export interface PaymentState {
  tab: 'car' | 'noncar';
  noncarPayer: { identifyname: string; identifynumber: string; identifymobile: string };
  /**
   * newCar: a car not yet registered, found by the last six of its frame number (frameNo) instead of the plate.
   * identifyType: the applicant's ID type (idType code list): a company gives its credit code (31).
   */
  carPayer: {
    newCar: boolean;
    licenseNo: string;
    frameNo: string;
    identifyType: string;
    identifyNumber: string;
    applyMobile: string;
  };
  payerList: Array<{ name: string; identifyNumber: string }>;
  orders: PaymentRecord[];
}

export interface PaymentSlice {
  payment: PaymentState;
  setPayment: (patch: Partial<PaymentState>) => void;
  /**
   * Writes what an order page has just learnt of one order (its record, or the state a
   * payment left it in) into the kept list, so that going back to /order-pay after paying
   * shows the order as it now stands, not as it was when the list was searched.
   */
  updateOrder: (orderId: string, patch: Partial<PaymentRecord>) => void;
}

export const initialPaymentState: PaymentState = {
  tab: 'car',
  noncarPayer: { identifyname: '', identifynumber: '', identifymobile: '' },
  carPayer: {
    newCar: false,
    licenseNo: '',
    frameNo: '',
    identifyType: RESIDENT_ID_TYPE,
    identifyNumber: '',
    applyMobile: '',
  },
  payerList: [],
  orders: [],
};

export const createPaymentSlice: StateCreator<PaymentSlice, [], [], PaymentSlice> = (set) => ({
  payment: initialPaymentState,
  setPayment: (patch) => set((s) => ({ payment: { ...s.payment, ...patch } })),
  updateOrder: (orderId, patch) =>
    set((s) =>
      s.payment.orders.some((o) => o.orderId === orderId)
        ? {
            payment: {
              ...s.payment,
              orders: s.payment.orders.map((o) => (o.orderId === orderId ? { ...o, ...patch } : o)),
            },
          }
        : s,
    ),
});
