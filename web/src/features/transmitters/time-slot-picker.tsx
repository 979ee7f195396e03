import '@mantine/core/styles/Chip.css';
import { Chip, Group, Input } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TIME_SLOTS, joinTimeSlots } from '@dapnet/model';
import type { Message } from '../../lib/error-messages';
import { useMessage } from '../../lib/use-message';

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
  return (
    <Input.Wrapper
      label={t('transmitters.fields.timeSlots')}
      labelElement="div"
      description={t('transmitters.hints.timeSlots')}
      error={error ? text(error) : undefined}
      withAsterisk
    >
      <div
        role="group"
        aria-label={t('transmitters.fields.timeSlots')}
        // Lets the missing-input check find the group and focus its first slot.
        data-invalid={error ? true : undefined}
        style={{ marginTop: 6 }}
      >
        <Chip.Group multiple value={value} onChange={(next) => onChange([...joinTimeSlots(next)])}>
          <Group gap={6}>
            {[...TIME_SLOTS].map((slot) => (
              <Chip key={slot} value={slot} size="sm" styles={{ label: { minWidth: 44 } }}>
                {slot}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
    </Input.Wrapper>
  );
}
