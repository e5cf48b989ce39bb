import type { StateCreator } from 'zustand';
import { DEFAULT_CITY_CODE, DEFAULT_CITY_NAME } from '../../../shared/constants';

export interface Discount {
  name: string;
  amount: string;
  condition: string;
}

/** Car purchase activity of spec section 3: enter info, result, discounts, car data (default Beijing). */
export interface CarPurchaseState {
  /** As typed (the SMS code never kept), so a reload brings the sign-up form back. */
  enterInfo: { applicant: string; mobile: string; sharePhone: string };
  /** The activity chosen on the form, not yet joined: chosen again after a reload. */
  chosenActivityId: string;
  result: { activityId: string; title: string; ackNo: string; duplicate: boolean } | null;
  discounts: Discount[];
  carData: { cityCode: string; cityName: string };
}

export interface PromoSlice {
  carPurchase: CarPurchaseState;
  /** The mobile typed on /redEnvelope-coupon, kept through a reload (its SMS code is not). */
  couponMobile: string;
  setCarPurchase: (patch: Partial<CarPurchaseState>) => void;
  setCouponMobile: (mobile: string) => void;
}

export const createPromoSlice: StateCreator<PromoSlice, [], [], PromoSlice> = (set) => ({
  carPurchase: {
    enterInfo: { applicant: '', mobile: '', sharePhone: '' },
    chosenActivityId: '',
    result: null,
    discounts: [],
    carData: { cityCode: DEFAULT_CITY_CODE, cityName: DEFAULT_CITY_NAME },
  },
  couponMobile: '',
  setCarPurchase: (patch) => set((s) => ({ carPurchase: { ...s.carPurchase, ...patch } })),
  setCouponMobile: (mobile) => set({ couponMobile: mobile }),
});
