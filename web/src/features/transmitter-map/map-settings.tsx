import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/form/checkbox-field';
import { TextInput } from '../../components/ui/text-input';
import type { MapFilters } from './map-filters';
import { PanelSection } from '../../components/page/side-panel';
import styles from './transmitter-map.module.css';

interface Props {
  filters: MapFilters;
  onChange: (patch: Partial<MapFilters>) => void;
}

/** The map's filter checkboxes (spec: online and widerange only on by default). */
export function MapSettings({ filters, onChange }: Props) {
  const { t } = useTranslation();
  const slotFilterOn = filters.timeSlots !== null;
  return (
    <PanelSection title={t('transmitterMap.settings')}>
      <div className={styles.fields}>
        <CheckboxField
          label={t('transmitterMap.filters.onlineOnly')}
          checked={filters.onlineOnly}
          onChange={(onlineOnly) => onChange({ onlineOnly })}
        />
        <CheckboxField
          label={t('transmitterMap.filters.widerangeOnly')}
          checked={filters.widerangeOnly}
          onChange={(widerangeOnly) => onChange({ widerangeOnly })}
        />
        <CheckboxField
          label={t('transmitterMap.filters.byTimeSlot')}
          checked={slotFilterOn}
          onChange={(on) => onChange({ timeSlots: on ? (filters.timeSlots ?? '') : null })}
        />
        <TextInput
          label={t('transmitterMap.filters.timeSlots')}
          description={t('transmitterMap.filters.timeSlotsHint')}
          value={filters.timeSlots ?? ''}
          onChange={(event) => onChange({ timeSlots: event.currentTarget.value })}
          disabled={!slotFilterOn}
          maxLength={32}
          autoComplete="off"
        />
        <CheckboxField
          label={t('transmitterMap.filters.showNodes')}
          checked={filters.showNodes}
          // Lines hang on nodes: switching nodes off switches the lines off too.
          onChange={(showNodes) =>
            onChange(showNodes ? { showNodes } : { showNodes, showLines: false })
          }
        />
        <CheckboxField
          label={t('transmitterMap.filters.showLines')}
          checked={filters.showLines}
          onChange={(showLines) => onChange({ showLines })}
          disabled={!filters.showNodes}
        />
      </div>
    </PanelSection>
  );
}
