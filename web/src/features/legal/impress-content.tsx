import { Title } from '@mantine/core';
import { LegalSections } from './legal-sections';
import { legalText } from './legal-text';
import { ProviderDetails } from './provider-details';

export function ImpressContent() {
  const { impress } = legalText;
  return (
    <>
      <Title order={2} size="h3" mb="xs">
        {impress.providerHeading}
      </Title>
      <ProviderDetails />
      <LegalSections sections={impress.sections} />
    </>
  );
}
