import type { StateCreator } from 'zustand';
import type { PolicyDetail, PolicySummary } from '../../../shared/api/policy-shapes';
// From its own file, not the codes index: the store is in the shell, which would then carry every code list.
import { RESIDENT_ID_TYPE } from '../../../shared/codes/id-types';
import { maskPlate } from '../../../shared/rules/plate-mask';

/** The car query form of spec section 3 (policy module). */
export interface CarForm {
  areaCode: string;
  licenseNo: string;
  /** The ID type of the number (idType code list): a company's car gives its credit code (31). */
  identifyType: string;
  identifyNumber: string;
  verificationCode: string;
  mobile: string;
  policyNo: string;
  /** The last six characters of the frame number, for a new car without a plate. */
  frameNo: string;
  isNewCar: boolean;
  /** Which way the car is looked up: license, policyNo, newCar or mobile. */
  carPolicyQuery: 'license' | 'policyNo' | 'newCar' | 'mobile';
}

/** The other (non-car) query form of spec section 3. */
export interface OtherForm {
  policyNo: string;
  visaserialNo: string;
  insuredName: string;
  /**
   * The ID type of `identifyNumber` (idType code list), the policyholder's, the insured's or the
   * borrower's; missing from a session kept before the form asked it (read as the resident ID).
   */
  identifyType?: string;
  identifyNumber: string;
  cityCode: string;
  school: string;
  studentName: string;
  /** '0' query with the policyholder's details, '1' with the insured's. */
  personType: '0' | '1';
  loanContractNo: string;
  cusType: string;
  /** The ID type of `studentIdentifyNumber`, as `identifyType`. */
  studentIdentifyType?: string;
  studentIdentifyNumber: string;
  partMobile: string;
  mobile: string;
  isScholl: boolean;
  fromSt: string;
  showIdentifyNumber: boolean;
  /** normal, student or loan: which fields the form shows (from checkPolicyType). */
  policyType: 'normal' | 'student' | 'loan';
  /** Look up by the policy number or by the visa serial number of a pre-printed form. */
  numberKind: 'policyNo' | 'visaserialNo';
}

/** The search result holds of spec section 3; the pages fill what they fetch. */
export interface PolicyResults {
  policy_Info_List: PolicySummary[];
  /** The policy the customer opened last: pages opened without a policy number fall back to it. */
  currentPolicyNo: string;
  /** Warranty query results (insured name + ID number), masked by the server. */
  warrantyList: PolicySummary[];
  /** The opened policy's parts, as the detail pages last read them (spec section 3 result holds). */
  policyInfo: PolicyDetail['policyInfo'] | null;
  clauseKindInfo: PolicyDetail['clauseKindInfo'];
  car_Info: PolicyDetail['car_Info'];
  channel_Info: PolicyDetail['channel_Info'] | null;
  pay_Info: PolicyDetail['pay_Info'] | null;
  /** The compulsory and commercial policies of the opened car. */
  JCOData: PolicySummary[];
  endorse_Info: Array<{
    endorsementNo: string;
    typeName: string;
    content: string;
    premiumChange: string;
    effectiveAt: string;
  }>;
  /** The policyholder and insured of the opened policy (masked where not proven). */
  detailInfos: Pick<PolicyDetail, 'applicant' | 'insured'> | null;
}

export interface PolicyState {
  policyData: { kindCode: 1 | 2; isShowNewCar: boolean };
  carForm: CarForm;
  otherForm: OtherForm;
  results: PolicyResults;
  /** Whether /policy-queryResult was last entered from the query page (spec section 4). */
  resultFromQuery: boolean;
  /** The warranty query's last sent person; `identifyType` is missing from a session kept before the page asked it. */
  warrantyForm: { insuredName: string; identifyType?: string; identifyNumber: string };
}

export interface PolicySlice {
  policy: PolicyState;
  setPolicy: (patch: Partial<PolicyState>) => void;
  setCarForm: (patch: Partial<CarForm>) => void;
  setOtherForm: (patch: Partial<OtherForm>) => void;
  setPolicyResults: (patch: Partial<PolicyResults>) => void;
  /**
   * A plate endorsement (newcar) put `licenseNo` on these policies, the car's
   * compulsory and commercial ones as its answer names them: the kept result
   * and warranty lists show it without another query (their summaries carry
   * no VIN to tell the car's other policy by).
   */
  setPlateOnPolicies: (policyNos: string[], licenseNo: string) => void;
}

export const initialPolicyState: PolicyState = {
  policyData: { kindCode: 1, isShowNewCar: true },
  carForm: {
    areaCode: '',
    licenseNo: '',
    identifyType: RESIDENT_ID_TYPE,
    identifyNumber: '',
    verificationCode: '',
    mobile: '',
    policyNo: '',
    frameNo: '',
    isNewCar: false,
    carPolicyQuery: 'license',
  },
  otherForm: {
    policyNo: '',
    visaserialNo: '',
    insuredName: '',
    identifyType: RESIDENT_ID_TYPE,
    identifyNumber: '',
    cityCode: '',
    school: '',
    studentName: '',
    personType: '1',
    loanContractNo: '',
    cusType: '',
    studentIdentifyType: RESIDENT_ID_TYPE,
    studentIdentifyNumber: '',
    partMobile: '',
    mobile: '',
    isScholl: false,
    fromSt: '',
    showIdentifyNumber: true,
    policyType: 'normal',
    numberKind: 'policyNo',
  },
  results: {
    policy_Info_List: [],
    currentPolicyNo: '',
    warrantyList: [],
    policyInfo: null,
    clauseKindInfo: [],
    car_Info: null,
    channel_Info: null,
    pay_Info: null,
    JCOData: [],
    endorse_Info: [],
    detailInfos: null,
  },
  resultFromQuery: false,
  warrantyForm: { insuredName: '', identifyType: RESIDENT_ID_TYPE, identifyNumber: '' },
};

export const createPolicySlice: StateCreator<PolicySlice, [], [], PolicySlice> = (set) => ({
  policy: initialPolicyState,
  setPolicy: (patch) => set((s) => ({ policy: { ...s.policy, ...patch } })),
  setCarForm: (patch) => set((s) => ({ policy: { ...s.policy, carForm: { ...s.policy.carForm, ...patch } } })),
  setOtherForm: (patch) => set((s) => ({ policy: { ...s.policy, otherForm: { ...s.policy.otherForm, ...patch } } })),
  setPolicyResults: (patch) => set((s) => ({ policy: { ...s.policy, results: { ...s.policy.results, ...patch } } })),
  setPlateOnPolicies: (policyNos, licenseNo) =>
    set((s) => {
      const named = new Set(policyNos);
      const patch = (list: PolicySummary[], plate: string) =>
        list.some((p) => named.has(p.policyNo))
          ? list.map((p) => (named.has(p.policyNo) ? { ...p, licenseNo: plate } : p))
          : list;
      const { results } = s.policy;
      return {
        policy: {
          ...s.policy,
          results: {
            ...results,
            policy_Info_List: patch(results.policy_Info_List, licenseNo),
            // The warranty query proves nobody, so it shows every plate masked.
            warrantyList: patch(results.warrantyList, maskPlate(licenseNo)),
          },
        },
      };
    }),
});
