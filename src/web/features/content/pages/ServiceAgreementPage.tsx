import { ContentPage } from '../components/ContentPage';
import { LegalDocument } from '../components/LegalDocument';
import { SERVICE_AGREEMENT } from '../texts/service-agreement';

export default function ServiceAgreementPage() {
  return (
    <ContentPage title={SERVICE_AGREEMENT.title}>
      <LegalDocument doc={SERVICE_AGREEMENT} idPrefix="agreement" />
    </ContentPage>
  );
}
