import { Text } from '../../components/ui/text';
import { Heading } from '../../components/ui/heading';
import { ExternalLink } from '../../components/external-link';
import { getConfig } from '../../lib/config';
import { LegalSections } from './legal-sections';
import { legalText } from './legal-text';
import { ProviderDetails } from './provider-details';
import layout from '../../components/ui/layout.module.css';

export function PrivacyContent() {
  const { privacy } = legalText;
  return (
    <>
      <Heading level={2} look={3} className={layout.mbXs}>
        {privacy.controllerHeading}
      </Heading>
      <ProviderDetails />
      <LegalSections sections={privacy.sections} />
      <Heading level={2} look={3} className={`${layout.mtLg} ${layout.mbXs}`}>
        {privacy.requestsHeading}
      </Heading>
      <Text>
        {privacy.requestsText}{' '}
        <ExternalLink href={getConfig().supportUrl}>{privacy.supportLink}</ExternalLink>
      </Text>
    </>
  );
}
