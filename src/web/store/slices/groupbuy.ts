import type { StateCreator } from 'zustand';
import type { ResponseOf } from '../../../shared/api/endpoint';
import type { generateLink } from '../../../shared/api/groupbuy';

export type PromotionLink = ResponseOf<typeof generateLink>;

/** A group-buy promotion form of spec section 3 (car; non-car adds city and county names). */
export interface GroupBuyForm {
  employeeNo: string;
  address: string;
  addressCode: string;
  proCode: string;
  cityCode: string;
  countyCode: string;
  cityAddress: string;
  countyAddress: string;
  comCode: string;
  comName: string;
  promoterName: string;
  phoneNumber: string;
  groupuserCode: string;
  projectCode: string;
}

export interface CommonOrg {
  comCode: string;
  comName: string;
  proCode: string;
  cityCode: string;
  countyCode: string;
  address: string;
  checked: boolean;
  index: number;
}

/**
 * The sign-up of /enter-online as typed (never the SMS code), so a reload keeps it;
 * emptied once the sign-up is accepted. The region's names are kept to show the choice.
 */
export interface SignUpDraft {
  name: string;
  mobile: string;
  cityCode: string;
  cityNames: string[];
  product: string;
}

export interface GroupBuyState {
  carForm: GroupBuyForm;
  noncarForm: GroupBuyForm;
  carLink: PromotionLink | null;
  /** Organisations used before, newest first; the checked one pre-fills the forms. */
  commonOrgs: CommonOrg[];
  noncarLinks: PromotionLink[];
  signUp: SignUpDraft;
}

export interface GroupBuySlice {
  groupBuy: GroupBuyState;
  setGroupBuyForm: (kind: 'car' | 'noncar', patch: Partial<GroupBuyForm>) => void;
  addPromotionLink: (link: PromotionLink, org: Omit<CommonOrg, 'checked' | 'index'>) => void;
  checkCommonOrg: (comCode: string) => void;
  setSignUpDraft: (patch: Partial<SignUpDraft>) => void;
}

export const emptyGroupBuyForm: GroupBuyForm = {
  employeeNo: '',
  address: '',
  addressCode: '',
  proCode: '',
  cityCode: '',
  countyCode: '',
  cityAddress: '',
  countyAddress: '',
  comCode: '',
  comName: '',
  promoterName: '',
  phoneNumber: '',
  groupuserCode: '',
  projectCode: '',
};

export const emptySignUp: SignUpDraft = { name: '', mobile: '', cityCode: '', cityNames: [], product: '' };

const MAX_COMMON_ORGS = 5;

/**
 * A common organisation as a form's draft takes it: a car link stops at the city, so it takes
 * neither the county nor its name. The agent belongs to the branch office: another office's is
 * dropped, not left hidden behind a picker that no longer lists it.
 */
export function orgIntoForm(kind: 'car' | 'noncar', org: CommonOrg, form: GroupBuyForm): GroupBuyForm {
  const car = kind === 'car';
  return {
    ...form,
    proCode: org.proCode,
    cityCode: org.cityCode,
    countyCode: car ? '' : org.countyCode,
    address: car ? org.address.split(' ').slice(0, 2).join(' ') : org.address,
    comCode: org.comCode,
    comName: org.comName,
    groupuserCode: org.comCode === form.comCode ? form.groupuserCode : '',
  };
}

export const createGroupBuySlice: StateCreator<GroupBuySlice, [], [], GroupBuySlice> = (set) => ({
  groupBuy: {
    carForm: emptyGroupBuyForm,
    noncarForm: emptyGroupBuyForm,
    carLink: null,
    commonOrgs: [],
    noncarLinks: [],
    signUp: emptySignUp,
  },
  setGroupBuyForm: (kind, patch) =>
    set((s) => {
      const key = kind === 'car' ? 'carForm' : 'noncarForm';
      return { groupBuy: { ...s.groupBuy, [key]: { ...s.groupBuy[key], ...patch } } };
    }),
  addPromotionLink: (link, org) =>
    set((s) => {
      const others = s.groupBuy.commonOrgs.filter((o) => o.comCode !== org.comCode);
      const commonOrgs = [{ ...org, checked: true, index: 0 }, ...others.map((o) => ({ ...o, checked: false }))]
        .slice(0, MAX_COMMON_ORGS)
        .map((o, index) => ({ ...o, index }));
      return {
        groupBuy: {
          ...s.groupBuy,
          commonOrgs,
          carLink: link.kind === 'car' ? link : s.groupBuy.carLink,
          noncarLinks:
            link.kind === 'noncar'
              ? [link, ...s.groupBuy.noncarLinks.filter((l) => l.groupByNo !== link.groupByNo)]
              : s.groupBuy.noncarLinks,
        },
      };
    }),
  setSignUpDraft: (patch) => set((s) => ({ groupBuy: { ...s.groupBuy, signUp: { ...s.groupBuy.signUp, ...patch } } })),
  // Checking an organisation on the start page fills it into both forms, as the page says: a form
  // with an organisation of its own kept it, so the check changed nothing one could see.
  checkCommonOrg: (comCode) =>
    set((s) => {
      const org = s.groupBuy.commonOrgs.find((o) => o.comCode === comCode);
      if (!org) return s;
      return {
        groupBuy: {
          ...s.groupBuy,
          commonOrgs: s.groupBuy.commonOrgs.map((o) => ({ ...o, checked: o.comCode === comCode })),
          carForm: orgIntoForm('car', org, s.groupBuy.carForm),
          noncarForm: orgIntoForm('noncar', org, s.groupBuy.noncarForm),
        },
      };
    }),
});
