import { Anchor, Text } from '@mantine/core';
import { getConfig } from '../../lib/config';
import { legalText } from './legal-text';

/** The operator's name, address and contact details, from the runtime configuration. */
export function ProviderDetails() {
  const { provider } = getConfig();
  const { impress } = legalText;
  if (!provider.name && provider.addressLines.length === 0) {
    return <Text mb="sm">{impress.notConfigured}</Text>;
  }
  return (
    <>
      <address>
        {[provider.name, ...provider.addressLines].filter(Boolean).map((line) => (
          <Text key={line} component="span" display="block">
            {line}
          </Text>
        ))}
      </address>
      {(provider.phone || provider.email || provider.website) && (
        <dl>
          {provider.phone && (
            <>
              <dt>{impress.phone}</dt>
              <dd>
                <Anchor href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`}>
                  {provider.phone}
                </Anchor>
              </dd>
            </>
          )}
          {provider.email && (
            <>
              <dt>{impress.email}</dt>
              <dd>
                <Anchor href={`mailto:${provider.email}`}>{provider.email}</Anchor>
              </dd>
            </>
          )}
          {provider.website && (
            <>
              <dt>{impress.website}</dt>
              <dd>
                <Anchor href={provider.website} target="_blank" rel="noopener noreferrer">
                  {provider.website}
                </Anchor>
              </dd>
            </>
          )}
        </dl>
      )}
    </>
  );
}
