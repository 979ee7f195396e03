import { Chip } from '../../components/ui/chip';
import { FieldFrame, useFieldIds } from '../../components/ui/field';
import layout from '../../components/ui/layout.module.css';
import { useTranslation } from 'react-i18next';
import { TIME_SLOTS, joinTimeSlots } from '@dapnet/model';
import type { Message } from '../../lib/messages/error-messages';
import { useMessage } from '../../lib/messages/use-message';
import styles from './time-slot-picker.module.css';

interface TimeSlotPickerProps {
  /** The chosen slots, e.g. ["0", "4", "A"]. */
  value: string[];
  onChange: (value: string[]) => void;
  error?: Message;
}

/**
 * The 16 time slots (0-9, A-F) as toggle chips: each is a checkbox, so Tab and Space work, and
 * the group is named for screen readers. The value stays sorted as the Core wants it.
 */
export function TimeSlotPicker({ value, onChange, error }: TimeSlotPickerProps) {
  const { t } = useTranslation();
  const text = useMessage();
  const description = t('transmitters.hints.timeSlots');
  const errorText = error ? text(error) : undefined;
  const ids = useFieldIds({ description, error: errorText });
  const chosen = new Set(value);
  const toggle = (slot: string, on: boolean) =>
    onChange([...joinTimeSlots(on ? [...value, slot] : value.filter((each) => each !== slot))]);
  return (
    <FieldFrame
      label={t('transmitters.fields.timeSlots')}
      labelAs="div"
      description={description}
      error={errorText}
      withAsterisk
      ids={ids}
    >
      <div
        role="group"
        aria-label={t('transmitters.fields.timeSlots')}
        // Lets the missing-input check find the group and focus its first slot.
        data-invalid={error ? true : undefined}
        aria-describedby={ids.control['aria-describedby']}
        className={`${layout.groupTight} ${styles.slots}`}
      >
        {[...TIME_SLOTS].map((slot) => (
          <Chip
            key={slot}
            checked={chosen.has(slot)}
            onChange={(on) => toggle(slot, on)}
            className={styles.slot}
          >
            {slot}
          </Chip>
        ))}
      </div>
    </FieldFrame>
  );
}
