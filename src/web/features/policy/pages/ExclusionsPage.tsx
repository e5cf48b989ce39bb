import { TermsPage } from '../components/TermsPage';

/** /avoid-term: the exclusion clauses (责任免除) of the policy. */
export default function ExclusionsPage() {
  return <TermsPage which="exclusions" title="责任免除" />;
}
