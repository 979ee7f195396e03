import anchor from '../../components/ui/anchor.module.css';
import styles from './provider-details.module.css';
import { Text } from '../../components/ui/text';
import { getConfig } from '../../lib/config';
import { legalText } from './legal-text';
import layout from '../../components/ui/layout.module.css';

/** The operator's name, address and contact details, from the runtime configuration. */
export function ProviderDetails() {
  const { provider } = getConfig();
  const { impress } = legalText;
  if (!provider.name && provider.addressLines.length === 0) {
    return <Text className={layout.mbSm}>{impress.notConfigured}</Text>;
  }
  return (
    <>
      <address>
        {[provider.name, ...provider.addressLines].filter(Boolean).map((line) => (
          <span key={line} className={styles.line}>
            {line}
          </span>
        ))}
      </address>
      {(provider.phone || provider.email || provider.website) && (
        <dl className={styles.contacts}>
          {provider.phone && (
            <>
              <dt>{impress.phone}</dt>
              <dd>
                <a className={anchor.anchor} href={`tel:${provider.phone.replace(/[^\d+]/g, '')}`}>
                  {provider.phone}
                </a>
              </dd>
            </>
          )}
          {provider.email && (
            <>
              <dt>{impress.email}</dt>
              <dd>
                <a className={anchor.anchor} href={`mailto:${provider.email}`}>
                  {provider.email}
                </a>
              </dd>
            </>
          )}
          {provider.website && (
            <>
              <dt>{impress.website}</dt>
              <dd>
                <a
                  className={anchor.anchor}
                  href={provider.website}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {provider.website}
                </a>
              </dd>
            </>
          )}
        </dl>
      )}
    </>
  );
}
