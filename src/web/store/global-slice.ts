import type { StateCreator } from 'zustand';
import { type ChannelType, DEFAULT_CHANNEL_TYPE } from '../../shared/codes/channel-types';
import { DEFAULT_CITY_CODE, DEFAULT_CITY_NAME } from '../../shared/constants';

/** Basic information of spec section 3 (global module). */
export interface BasicInfo {
  cityCode: string;
  cityName: string;
  /** Whether the customer's city was found (by location or by choice); false until then. */
  positionState: boolean;
  /** The customer accepted the service agreement and privacy policy in this session. */
  agreement: boolean;
  /** False inside host apps that draw their own navigation bar (channel rules). */
  showHeadFlag: boolean;
  /** False where the host channel forbids leaving to the portal's home (from=vmeng). */
  allowGoHome: boolean;
  defaultDate: string;
  /** The spec's own spelling: a total premium carried between payment pages. */
  sumPremuin: string;
  questionPage: string;
  checkInvoiceElectronic: boolean;
  /** '1' when the customer is logged in; the requireAuth guard checks it. */
  loginStates: string;
  entryId: string;
}

export interface GlobalState {
  isLoading: boolean;
  allowBack: boolean;
  allowScroll: boolean;
  showDrainage: boolean;
  basicInfo: BasicInfo;
  channelType: ChannelType;
  /** As given by the channelNo query parameter; '' when none (the head then sends "2"). */
  channelNo: string;
  /** Sent in every request head. Set by the pages that log a customer in (online service). */
  token: string;
}

export interface GlobalSlice {
  global: GlobalState;
  setGlobal: (patch: Partial<Omit<GlobalState, 'basicInfo'>>) => void;
  setBasicInfo: (patch: Partial<BasicInfo>) => void;
}

export const initialGlobal: GlobalState = {
  isLoading: false,
  allowBack: true,
  allowScroll: true,
  showDrainage: false,
  basicInfo: {
    cityCode: DEFAULT_CITY_CODE,
    cityName: DEFAULT_CITY_NAME,
    positionState: false,
    agreement: false,
    showHeadFlag: true,
    allowGoHome: true,
    defaultDate: '',
    sumPremuin: '',
    questionPage: '',
    checkInvoiceElectronic: false,
    loginStates: '',
    entryId: '',
  },
  channelType: DEFAULT_CHANNEL_TYPE,
  channelNo: '',
  token: '',
};

export const createGlobalSlice: StateCreator<GlobalSlice, [], [], GlobalSlice> = (set) => ({
  global: initialGlobal,
  setGlobal: (patch) => set((s) => ({ global: { ...s.global, ...patch } })),
  setBasicInfo: (patch) => set((s) => ({ global: { ...s.global, basicInfo: { ...s.global.basicInfo, ...patch } } })),
});
