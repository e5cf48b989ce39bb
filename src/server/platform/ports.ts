import type { Db } from '../db/client';

/**
 * Ports: the few places where one domain's outcome changes another's records,
 * or where one domain must check a choice against another's tables.
 * The owning domain implements a port (DomainModule.providePorts); others call
 * it through deps.ports, never through the owner's files. app.ts wires them.
 */

export interface PolicyParty {
  name: string;
  identifyType: string;
  identifyNumber: string;
  mobile: string;
}

/** A policy written by another domain: a paid order, a renewal. */
export interface PolicyToIssue {
  policyNo: string;
  kind: 'car' | 'noncar';
  riskCode: string;
  riskName: string;
  applicant: PolicyParty;
  insured: PolicyParty;
  cityCode: string;
  comCode: string;
  startDate: string;
  endDate: string;
  premium: string;
  sumInsured: string;
  vehicle: { licenseNo: string | null; vin: string; engineNo: string; brandModel: string; isNewCar: boolean } | null;
  /** Where it came from, one per policy (e.g. order id and policy number): issuing twice from the same source changes nothing. */
  sourceRef: string;
  /** When it was paid (a paid order's payment): the policy's issue date and payment time, in Beijing time. */
  issuedAt?: Date;
}

/** Implemented by the policy domain. */
export interface PolicyIssuer {
  /** Idempotent by policyNo and sourceRef. */
  issue(policy: PolicyToIssue): Promise<{ policyNo: string }>;
}

/**
 * Implemented by a domain that keeps its own copy of the policies it serves,
 * so it never reads the policy domain's tables: claims (the policies claims are
 * looked up on) and newcar (the motor policies a plate may be added to, and the
 * plates in use). Told of each policy the portal issues, once the policy domain
 * holds it; without this a policy bought in the portal would be found by the
 * policy query and by no one else.
 */
export interface PolicyCopy {
  /** Idempotent by policyNo: telling twice changes nothing. */
  keep(policy: PolicyToIssue): Promise<void>;
}

/**
 * Implemented by a domain whose copy of motor policies keeps their plates and looks cars up by
 * them (claims, renewal: 续保 by plate): told of a plate an endorsement added to a new car's
 * policy once the policy domain holds it. newcar tells; its own copy changes in its own transaction.
 */
export interface PlateCopy {
  /** Idempotent: telling twice changes nothing. */
  plateAdded(input: { policyNos: string[]; licenseNo: string }): Promise<void>;
}

/**
 * A policy's premium as the insurer received it through the portal: what its e-invoice is made out for.
 * The buyer is the applicant, who paid; a red envelope's share is the insurer's, not the customer's money.
 */
export interface PremiumReceived {
  policyNo: string;
  riskName: string;
  buyer: { name: string; identifyNumber: string };
  /** The branch's city: the invoice's seller. */
  cityCode: string;
  startDate: string;
  endDate: string;
  vehicle: { licenseNo: string | null; vin: string } | null;
  /** Yuan as the policy states it, and the part of it a red envelope paid ('0.00' without one). */
  premium: string;
  discount: string;
  paidAt: Date;
  /** One per policy (the policy's own sourceRef): invoicing twice from the same source changes nothing. */
  sourceRef: string;
}

/** Implemented by the invoice domain: the tax platform's e-invoice for a premium paid in the portal. */
export interface InvoiceIssuer {
  /** A fully digital e-invoice (数电发票) for the premium received; idempotent by sourceRef. */
  invoicePremium(received: PremiumReceived): Promise<void>;
}

/** Implemented by the policy domain: an approved plate endorsement on a new-car policy. */
export interface PolicyEndorser {
  /** Records the endorsement and updates the plate; idempotent by endorsementNo. */
  addLicensePlate(input: {
    policyNo: string;
    licenseNo: string;
    endorsementNo: string;
    effectiveAt: Date;
    /** The session that proved the insured to endorse: it may then read the policy and its endorsements. */
    forSession?: string;
  }): Promise<void>;
}

/**
 * Implemented by the policy domain: the plate each policy now carries. Other
 * domains keep what they were made with (a delivery, its car as printed);
 * a plate added later by endorsement lives only on the policy.
 */
export interface PolicyPlates {
  /** Each found policy's plate, null while the car has none; unknown policy numbers are left out. */
  platesOf(policyNos: string[]): Promise<Map<string, string | null>>;
}

/** One part of an order to pay: a compulsory or commercial motor part, or a non-motor cover. */
export interface OrderPart {
  riskCode: string;
  riskName: string;
  premium: string;
  sumInsured: string;
  startDate: string;
  endDate: string;
}

/** An order another domain asks for (a renewal), paid through the order flow. */
export interface OrderToCreate {
  kind: 'car' | 'noncar';
  applicant: PolicyParty;
  insured: PolicyParty;
  cityCode: string;
  comCode: string;
  vehicle: PolicyToIssue['vehicle'];
  parts: OrderPart[];
  lastPayDate: string;
  /** e.g. `renewal:<policyNo>:<attempt>` (RENEWAL_SOURCE): asking twice answers the same order. */
  sourceRef: string;
}

/** The sourceRef prefix of a renewal's orders: the payment domain tells a renewal order by it. */
export const RENEWAL_SOURCE = 'renewal:';

export interface OrderStatus {
  status: string;
  policyNos: string[];
  /** The whole amount asked, vehicle tax included. */
  sumPremium: string;
  shipSumPremium: string;
  /** The compulsory part's premium (DZA), null without one. */
  compulsoryPremium: string | null;
  /** The other part's premium (commercial, or a non-car order's one part), null without one. */
  otherPremium: string | null;
  /** The last day it may be paid (Beijing date): an open order past it is over, whether or not a read has expired it yet. */
  lastPayDate: string;
}

/** Implemented by the payment domain. */
export interface PaymentOrders {
  /**
   * Idempotent by sourceRef: asked again, answers the order that exists with its own amount
   * (`sumPremium`, vehicle tax included). `forSession` may then view and pay the order without
   * finding it first.
   */
  create(order: OrderToCreate, forSession?: string): Promise<{ orderId: string; sumPremium: string }>;
  /**
   * The order's state, the policies it became and what it asks, or null when unknown. An order keeps
   * the price it was made at, so whoever shows it shows these amounts, not a fresh quote.
   */
  statusOf(orderId: string): Promise<OrderStatus | null>;
}

/** Implemented by the renewal domain. */
export interface RenewalStatus {
  /** Of these policy numbers, those renewed already: their renewal order is paid. */
  renewed(policyNos: string[]): Promise<string[]>;
}

/** A red-envelope coupon claimed from a campaign, as the order payment sees it. */
export interface WalletCoupon {
  couponCode: string;
  /** The mobile that claimed it: only orders whose applicant has this mobile may use it. */
  mobile: string;
  name: string;
  amount: string;
  minPremium: string;
  /** Last day it can be used, YYYY-MM-DD in Beijing time. */
  validTo: string;
  /** The order whose payment holds it; cleared if that payment fails, kept with usedAt once paid. */
  heldByOrder: string | null;
  usedAt: Date | null;
}

/**
 * Implemented by the promo domain: campaign coupons applied at order payment.
 * Every call takes the caller's database handle, so holding, releasing and
 * spending a coupon commit in the same transaction as the order's state.
 */
export interface CouponWallet {
  couponsOf(db: Db, mobile: string): Promise<WalletCoupon[]>;
  coupon(db: Db, couponCode: string): Promise<WalletCoupon | undefined>;
  /** Holds a free, unspent coupon for an order (true also when this order already holds it). */
  hold(db: Db, couponCode: string, orderId: string): Promise<boolean>;
  /** Gives back what an unpaid order holds. */
  release(db: Db, orderId: string): Promise<void>;
  /** Spends what a paid order holds. */
  consume(db: Db, orderId: string): Promise<void>;
  /**
   * Puts a coupon won elsewhere (a questionnaire prize) into the mobile's
   * wallet, listed at /redEnvelope-coupon. Once per source and mobile.
   */
  grant(db: Db, coupon: GrantedCoupon): Promise<void>;
}

export interface GrantedCoupon {
  couponCode: string;
  mobile: string;
  /** Where it was won, e.g. `survey:<activityId>`. */
  source: string;
  title: string;
  amount: string;
  minPremium: string;
  validDays: number;
}

/** A region as the platform's pickers list it (portal 8-digit code). */
export interface PlaceEntry {
  code: string;
  name: string;
  level: 'province' | 'city' | 'county';
}

/** A branch office of the insurer (organisation code, name, the city it is in). */
export interface BranchEntry {
  comCode: string;
  comName: string;
  cityCode: string;
}

/** A licensed agency that books business through a branch office. */
export interface AgencyEntry {
  agentCode: string;
  agentName: string;
  comCode: string;
}

/**
 * Implemented by the platform domain: its reference tables of regions, branch
 * offices and licensed agencies, as its pickers serve them (getCityCode,
 * getComCode, agency). A domain that takes a choice from those pickers checks
 * through this that it was one offered, and takes the names from here rather
 * than from the page.
 */
export interface OrgDirectory {
  /** No parent: the provinces; a province: its cities; a city: its counties (none for 东莞, 中山, 儋州). */
  regionsUnder(parentCode?: string): Promise<PlaceEntry[]>;
  /** The branch offices offered for a city or county (getComCode); none for a code not in the table. */
  branchesFor(placeCode: string): Promise<BranchEntry[]>;
  /** The licensed agencies of a branch office. */
  agenciesOf(comCode: string): Promise<AgencyEntry[]>;
}

export interface Ports {
  policyIssuer?: PolicyIssuer;
  claimablePolicies?: PolicyCopy;
  motorPolicies?: PolicyCopy;
  claimablePlates?: PlateCopy;
  renewablePlates?: PlateCopy;
  policyEndorser?: PolicyEndorser;
  policyPlates?: PolicyPlates;
  invoiceIssuer?: InvoiceIssuer;
  paymentOrders?: PaymentOrders;
  couponWallet?: CouponWallet;
  renewalStatus?: RenewalStatus;
  orgDirectory?: OrgDirectory;
}
