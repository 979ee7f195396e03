import { useTranslation } from 'react-i18next';
import { LIMITS } from '@dapnet/model';
import { Checkbox } from '../../components/ui/checkbox';
import { FormWarnings, MultiSelectField } from '../../components/form';
import { formatNumber } from '../../lib/format';
import { useLanguage } from '../session/current-user/use-current-user';
import type { GroupChoice } from './group-membership';
import styles from './group-membership-field.module.css';

interface GroupMembershipFieldProps {
  /** Undefined while the groups load. */
  choices: GroupChoice[] | undefined;
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/**
 * The transmitter groups the transmitter joins: `all` and the groups near it as checkboxes
 * (locked ones say why), every other group the user may change in a multiselect, and a warning
 * (not a refusal) when it joins none: calls to `all` would skip it.
 */
export function GroupMembershipField({ choices, value, onChange }: GroupMembershipFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const chosen = new Set(value);
  const toggle = (name: string, on: boolean) =>
    onChange(on ? [...value, name] : value.filter((other) => other !== name));
  const suggested = choices?.filter((choice) => choice.suggested) ?? [];
  const others = choices?.filter((choice) => !choice.suggested) ?? [];
  // A group the user cannot change stays as it is: listed where it is, not offered.
  const offered = others.filter((choice) => !choice.locked).map((choice) => choice.name);
  const lockedOthers = others.filter((choice) => choice.locked && chosen.has(choice.name));
  const hidden = others.some((choice) => choice.locked === 'notOwner');

  const description = (choice: GroupChoice) => {
    const parts = [
      choice.suggested === 'all'
        ? t('transmitters.groups.allHint')
        : choice.nearby &&
          t('transmitters.groups.nearbyHint', {
            count: choice.nearby.count,
            km: formatNumber(Math.round(choice.nearby.nearestKm), language),
          }),
      choice.locked && t(`transmitters.groups.locked.${choice.locked}`),
    ];
    return parts.filter(Boolean).join(' ');
  };

  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t('transmitters.groups.legend')}</legend>
      <p className={styles.note}>{t('transmitters.groups.about')}</p>
      {!choices && <p className={styles.note}>{t('common.loading')}</p>}
      {suggested.length > 0 && (
        <div className={styles.suggested}>
          <p className={styles.subheading}>{t('transmitters.groups.suggested')}</p>
          {suggested.map((choice) => (
            <Checkbox
              key={choice.name}
              label={choice.name}
              description={description(choice)}
              checked={chosen.has(choice.name)}
              disabled={choice.locked !== null}
              onChange={(event) => toggle(choice.name, event.currentTarget.checked)}
            />
          ))}
        </div>
      )}
      {choices && (
        <MultiSelectField
          label={t('transmitters.groups.others')}
          max={LIMITS.lists.transmitterGroups}
          options={offered}
          value={value.filter((name) => offered.includes(name))}
          onChange={(picked) =>
            onChange([...value.filter((name) => !offered.includes(name)), ...picked])
          }
          description={hidden ? t('transmitters.groups.othersHint') : undefined}
          required={false}
        />
      )}
      {lockedOthers.length > 0 && (
        <p className={styles.note}>
          {t('transmitters.groups.stays', { groups: lockedOthers.map((c) => c.name).join(', ') })}
        </p>
      )}
      <FormWarnings
        messages={
          choices && value.length === 0
            ? [['noGroup', { key: 'transmitters.groups.noneWarning' }]]
            : []
        }
      />
    </fieldset>
  );
}
