import type { StateCreator } from 'zustand';
import type { DeliveryItem } from '../../../shared/api/delivery';

/** Order delivery of spec section 3: the search data, the results and the more-security list. */
export interface DeliveryState {
  /** identifyType: the idType code; absent (state kept from before the picker) means the resident ID. */
  searchData: { identifyType?: string; insurdIdentityNumber: string; frameNo: string; isDeckCard: '0' | '1' };
  list: DeliveryItem[];
  moreSecurityList: DeliveryItem[];
}

export interface DeliverySlice {
  delivery: DeliveryState;
  setDelivery: (patch: Partial<DeliveryState>) => void;
}

export const initialDeliveryState: DeliveryState = {
  searchData: { insurdIdentityNumber: '', frameNo: '', isDeckCard: '1' },
  list: [],
  moreSecurityList: [],
};

export const createDeliverySlice: StateCreator<DeliverySlice, [], [], DeliverySlice> = (set) => ({
  delivery: initialDeliveryState,
  setDelivery: (patch) => set((s) => ({ delivery: { ...s.delivery, ...patch } })),
});
