import { Button } from '../../components/ui/button';
import { Text } from '../../components/ui/text';
import { TextInput } from '../../components/ui/text-input';
import layout from '../../components/ui/layout.module.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorDialog } from '../../components/dialogs/dialogs';
import { isApiError } from '../../lib/api-error';
import { lookUpLocation, type DirectoryLocation } from '../../lib/directory';
import styles from './directory-import.module.css';

interface DirectoryImportProps {
  /** The callsign to start with (the transmitter's name). */
  initialCallsign: string;
  onFound: (location: DirectoryLocation) => void;
}

type Outcome = { found: DirectoryLocation } | { missing: string } | null;

/**
 * Fills the coordinates from the callsign directory (built from hamnetdb.net): type a
 * callsign, press the button, and the station's position is taken over. Says so when the
 * directory does not know the callsign.
 */
export function DirectoryImport({ initialCallsign, onFound }: DirectoryImportProps) {
  const { t } = useTranslation();
  const [callsign, setCallsign] = useState(initialCallsign);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const importLocation = async () => {
    const wanted = callsign.trim();
    if (wanted === '') return;
    setBusy(true);
    try {
      const location = await lookUpLocation(wanted);
      if (location) onFound(location);
      setOutcome(location ? { found: location } : { missing: wanted });
    } catch (error) {
      // The directory answers 400 to anything that is not a callsign: nothing to find there.
      if (isApiError(error) && (error.status === 400 || error.status === 404)) {
        setOutcome({ missing: wanted });
      } else {
        setOutcome(null);
        await showErrorDialog(error);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      {/* On a phone the button goes below the field rather than squeeze its label. */}
      <div className={`${layout.groupTight} ${layout.alignEnd}`}>
        <TextInput
          label={t('transmitters.directory.callsign')}
          description={t('transmitters.directory.hint')}
          value={callsign}
          onChange={(event) => setCallsign(event.currentTarget.value)}
          onKeyDown={(event) => {
            // Enter looks the callsign up instead of submitting the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              void importLocation();
            }
          }}
          autoComplete="off"
          className={styles.callsign}
        />
        <Button
          variant="default"
          onClick={() => void importLocation()}
          loading={busy}
          disabled={callsign.trim() === ''}
        >
          {t('transmitters.directory.import')}
        </Button>
      </div>
      <Text
        size="sm"
        role="status"
        className={
          outcome && 'missing' in outcome ? `${layout.mtXxs} ${styles.missing}` : layout.mtXxs
        }
      >
        {outcome &&
          ('found' in outcome
            ? t('transmitters.directory.found', {
                callsign: outcome.found.callsign,
                name: outcome.found.name,
              })
            : t('transmitters.directory.notFound', { callsign: outcome.missing }))}
      </Text>
    </div>
  );
}
