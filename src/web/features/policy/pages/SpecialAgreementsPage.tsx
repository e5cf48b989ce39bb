import { TermsPage } from '../components/TermsPage';

/** /appoint-special: the special agreements (特别约定) of the policy. */
export default function SpecialAgreementsPage() {
  return <TermsPage which="specialAgreements" title="特别约定" />;
}
