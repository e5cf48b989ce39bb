import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SESSION_STORAGE_KEY } from '../../shared/constants';
import { createGlobalSlice, type GlobalSlice } from './global-slice';
import { mergePersisted, persistedPart } from './persist-merge';
import { type ClaimsSlice, createClaimsSlice } from './slices/claims';
import { type ComplaintSlice, createComplaintSlice } from './slices/complaint';
import { type ContentSlice, createContentSlice } from './slices/content';
import { createDeliverySlice, type DeliverySlice } from './slices/delivery';
import { createGroupBuySlice, type GroupBuySlice } from './slices/groupbuy';
import { createInvoiceSlice, type InvoiceSlice } from './slices/invoice';
import { createNewcarSlice, type NewcarSlice } from './slices/newcar';
import { createPaymentSlice, type PaymentSlice } from './slices/payment';
import { createPolicySlice, type PolicySlice } from './slices/policy';
import { createPromoSlice, type PromoSlice } from './slices/promo';
import { createRenewalSlice, type RenewalSlice } from './slices/renewal';
import { createServiceSlice, type ServiceSlice } from './slices/service';
import { createShortlinkSlice, type ShortlinkSlice } from './slices/shortlink';
import { createSitesSlice, type SitesSlice } from './slices/sites';
import { createSurveySlice, type SurveySlice } from './slices/survey';

/**
 * The one client store (spec section 3), persisted to sessionStorage under
 * `noncar_rb_vuex` so a reload or a return from a payment or map page keeps the
 * customer's place; closing the tab forgets it. Each domain adds its slice here.
 */
export type AppState = GlobalSlice &
  SitesSlice &
  ServiceSlice &
  ComplaintSlice &
  SurveySlice &
  GroupBuySlice &
  PromoSlice &
  ContentSlice &
  PolicySlice &
  ClaimsSlice &
  InvoiceSlice &
  NewcarSlice &
  PaymentSlice &
  DeliverySlice &
  RenewalSlice &
  ShortlinkSlice;

export const useAppStore = create<AppState>()(
  persist(
    (...a) => ({
      ...createGlobalSlice(...a),
      ...createSitesSlice(...a),
      ...createPaymentSlice(...a),
      ...createDeliverySlice(...a),
      ...createRenewalSlice(...a),
      ...createShortlinkSlice(...a),
      ...createServiceSlice(...a),
      ...createComplaintSlice(...a),
      ...createSurveySlice(...a),
      ...createGroupBuySlice(...a),
      ...createPromoSlice(...a),
      ...createContentSlice(...a),
      ...createPolicySlice(...a),
      ...createClaimsSlice(...a),
      ...createInvoiceSlice(...a),
      ...createNewcarSlice(...a),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => persistedPart(state) as unknown as AppState,
      merge: (persisted, current) => mergePersisted(persisted, current),
    },
  ),
);

export type { BasicInfo, GlobalState } from './global-slice';
