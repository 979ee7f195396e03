import { Text } from '../../components/ui/text';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../../lib/config';
import { endpointText } from './connect-endpoint';

/** Where the transmitter software connects with the callsign and auth key above (/config.json). */
export function ConnectEndpointHint() {
  const { t } = useTranslation();
  const endpoint = endpointText(getConfig().transmitterEndpoint, window.location.hostname);
  if (!endpoint) return null;
  return (
    <Text size="sm" muted>
      {t('transmitters.hints.connectEndpoint', { endpoint })}
    </Text>
  );
}
