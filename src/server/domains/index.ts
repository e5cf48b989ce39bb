import type { DomainModule } from '../platform/domain-module';
import { claimsModule } from './claims/module';
import { complaintModule } from './complaint/module';
import { contentModule } from './content/module';
import { deliveryModule } from './delivery/module';
import { groupbuyModule } from './groupbuy/module';
import { invoiceModule } from './invoice/module';
import { newcarModule } from './newcar/module';
import { paymentModule } from './payment/module';
import { platformModule } from './platform/module';
import { policyModule } from './policy/module';
import { promoModule } from './promo/module';
import { renewalModule } from './renewal/module';
import { serviceModule } from './service/module';
import { shortlinkModule } from './shortlink/module';
import { sitesModule } from './sites/module';
import { surveyModule } from './survey/module';

/**
 * Every domain of the server, in dependency order of their demo data (the
 * platform's regions first). Registered explicitly: searching for a domain's
 * name finds where it is wired in. A new domain adds one line.
 */
export const domains: DomainModule[] = [
  platformModule,
  policyModule,
  sitesModule,
  serviceModule,
  contentModule,
  complaintModule,
  surveyModule,
  groupbuyModule,
  promoModule,
  claimsModule,
  invoiceModule,
  newcarModule,
  paymentModule,
  deliveryModule,
  renewalModule,
  shortlinkModule,
];
