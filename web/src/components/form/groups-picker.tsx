import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type GroupChoices,
  isAllGroup,
  orderGroups,
  reachNumbers,
  reachOf,
  type Reach,
} from '../../lib/distribution';
import type { Message } from '../../lib/messages/error-messages';
import { type Language } from '../../lib/languages';
import { Chip } from '../ui/chip';
import { MultiSelectField, type PickerOption } from './fields';
import styles from './groups-picker.module.css';

interface GroupsPickerProps {
  label: string;
  max?: number;
  value: string[];
  onChange: (value: string[]) => void;
  error?: Message;
  /** The network's groups and transmitters (GET transmitterGroups, transmitters). */
  groups: readonly { name: string; transmitterNames: readonly string[] }[] | undefined;
  transmitters: readonly { name: string; status: string; usage: string }[] | undefined;
  /** The user's pinned and last groups, offered first. */
  choices: GroupChoices;
  onTogglePin: (group: string) => void;
  language: Language;
}

/**
 * The transmitter groups of a call or rubric: the house multiselect, with the user's pinned and
 * last groups first, what the chosen groups reach below it, and a pin for each chosen group (a
 * checkbox each, so pinning works with the keyboard too). Only existing groups are offered, and
 * a chosen group the network no longer has is dropped.
 */
export function GroupsPicker(props: GroupsPickerProps) {
  const { t } = useTranslation();
  const { value, onChange, groups, transmitters, choices, onTogglePin, language } = props;
  const pinsLabelId = useId();
  // `all` cannot be pinned: a new call must never start out to the whole network.
  const pinnable = value.filter((name) => !isAllGroup(name));

  const options = useMemo<PickerOption[]>(() => {
    const ordered = orderGroups(groups?.map((group) => group.name) ?? [], choices);
    if (ordered.pinned.length + ordered.recent.length === 0) return ordered.others;
    const headed = [
      { group: t('distribution.pinned'), items: ordered.pinned },
      { group: t('distribution.recent'), items: ordered.recent },
      { group: t('distribution.others'), items: ordered.others },
    ];
    return headed.filter((heading) => heading.items.length > 0);
  }, [groups, choices, t]);

  // A group deleted since it was chosen (a record being edited) is not sent.
  useEffect(() => {
    if (!groups) return;
    const known = new Set(groups.map((group) => group.name));
    if (value.some((name) => !known.has(name))) onChange(value.filter((name) => known.has(name)));
  }, [groups, value, onChange]);

  const reach = useMemo(
    () =>
      groups && transmitters && value.length > 0 ? reachOf(value, groups, transmitters) : undefined,
    [groups, transmitters, value],
  );

  return (
    <div className={styles.picker}>
      <MultiSelectField
        label={props.label}
        max={props.max}
        options={options}
        value={value}
        onChange={onChange}
        error={props.error}
        description={reach && <ReachSummary reach={reach} language={language} />}
      />
      {pinnable.length > 0 && (
        <div role="group" aria-labelledby={pinsLabelId} className={styles.pins}>
          <span id={pinsLabelId} className={styles.pinsLabel}>
            {t('distribution.pin')}
          </span>
          {pinnable.map((name) => (
            <Chip
              key={name}
              size="xs"
              variant="outline"
              checked={choices.pinned.includes(name)}
              onChange={() => onTogglePin(name)}
            >
              {name}
            </Chip>
          ))}
        </div>
      )}
    </div>
  );
}

/** "Reaches 16 of 40 transmitters: 12 online, 14 widerange, 2 personal", read out on change. */
function ReachSummary({ reach, language }: { reach: Reach; language: Language }) {
  const { t } = useTranslation();
  return <span role="status">{t('distribution.reach', { ...reachNumbers(reach, language) })}</span>;
}
