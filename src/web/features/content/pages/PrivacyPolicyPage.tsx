import { ContentPage } from '../components/ContentPage';
import { LegalDocument } from '../components/LegalDocument';
import { PRIVACY_POLICY } from '../texts/privacy-policy';

export default function PrivacyPolicyPage() {
  return (
    <ContentPage title={PRIVACY_POLICY.title}>
      <LegalDocument doc={PRIVACY_POLICY} idPrefix="privacy" />
    </ContentPage>
  );
}
