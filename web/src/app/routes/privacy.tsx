import { LegalPage } from '../../features/legal/legal-page';
import { PrivacyContent } from '../../features/legal/privacy-content';

export default function PrivacyRoute() {
  return (
    <LegalPage>
      <PrivacyContent />
    </LegalPage>
  );
}
