import { Text, Title } from '@mantine/core';
import { ExternalLink } from '../../components/external-link';
import { getConfig } from '../../lib/config';
import { LegalSections } from './legal-sections';
import { legalText } from './legal-text';
import { ProviderDetails } from './provider-details';

export function PrivacyContent() {
  const { privacy } = legalText;
  return (
    <>
      <Title order={2} size="h3" mb="xs">
        {privacy.controllerHeading}
      </Title>
      <ProviderDetails />
      <LegalSections sections={privacy.sections} />
      <Title order={2} size="h3" mt="lg" mb="xs">
        {privacy.requestsHeading}
      </Title>
      <Text>
        {privacy.requestsText}{' '}
        <ExternalLink href={getConfig().supportUrl}>{privacy.supportLink}</ExternalLink>
      </Text>
    </>
  );
}
