import type { StateCreator } from 'zustand';
import { DEFAULT_CITY_CODE, DEFAULT_CITY_NAME } from '../../../shared/constants';

export interface Discount {
  name: string;
  amount: string;
  condition: string;
}

/** Car purchase activity of spec section 3: enter info, result, discounts, car data (default Beijing). */
export interface CarPurchaseState {
  enterInfo: { applicant: string; mobile: string; sharePhone: string };
  result: { activityId: string; title: string; ackNo: string; duplicate: boolean } | null;
  discounts: Discount[];
  carData: { cityCode: string; cityName: string };
}

export interface PromoSlice {
  carPurchase: CarPurchaseState;
  setCarPurchase: (patch: Partial<CarPurchaseState>) => void;
}

export const createPromoSlice: StateCreator<PromoSlice, [], [], PromoSlice> = (set) => ({
  carPurchase: {
    enterInfo: { applicant: '', mobile: '', sharePhone: '' },
    result: null,
    discounts: [],
    carData: { cityCode: DEFAULT_CITY_CODE, cityName: DEFAULT_CITY_NAME },
  },
  setCarPurchase: (patch) => set((s) => ({ carPurchase: { ...s.carPurchase, ...patch } })),
});
