import { Heading } from '../../components/ui/heading';
import { LegalSections } from './legal-sections';
import { legalText } from './legal-text';
import { ProviderDetails } from './provider-details';
import layout from '../../components/ui/layout.module.css';

export function ImpressContent() {
  const { impress } = legalText;
  return (
    <>
      <Heading level={2} look={3} className={layout.mbXs}>
        {impress.providerHeading}
      </Heading>
      <ProviderDetails />
      <LegalSections sections={impress.sections} />
    </>
  );
}
