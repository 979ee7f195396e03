import { Callout } from '../../components/ui/callout';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEFAULTS,
  LIMITS,
  MAX_RUBRICS,
  nameSchema,
  rubricInputSchema,
  type Rubric,
} from '@dapnet/model';
import { alertTooManyRubrics } from '../../components/dialogs/dialogs';
import {
  FormPage,
  FormWarnings,
  GroupsPicker,
  MultiSelectField,
  NameField,
  NumberField,
  TextField,
  useEntityForm,
} from '../../components/form';
import { paths } from '../../lib/paths';
import { useDistribution } from '../session/use-distribution';
import { usersApi } from '../users/api';
import { rubricsApi } from './api';

// The name travels in the path, not the body; it is checked with the same rule as every name.
const rubricFormSchema = rubricInputSchema.extend({ name: nameSchema });

interface RubricFormProps {
  /** The rubric being edited; absent when creating one. */
  record?: Rubric;
}

/** Creates or edits a rubric: name, pager label, number, transmitter groups, owners. */
export function RubricForm({ record }: RubricFormProps) {
  const { t } = useTranslation();
  const creating = record === undefined;
  const distribution = useDistribution();
  const users = useQuery(usersApi.listQuery());
  const rubrics = useQuery(rubricsApi.listQuery());
  const listHref = paths.rubrics.list.href();
  // Known once the list is loaded; the server refuses the 100th rubric in any case.
  const full = creating && (rubrics.data?.length ?? 0) >= MAX_RUBRICS;
  const form = useEntityForm({
    fields: {
      name: { initial: record?.name ?? '', label: t('rubrics.fields.name') },
      label: { initial: record?.label ?? '', label: t('rubrics.fields.label') },
      number: {
        initial: (record?.number ?? DEFAULTS.rubricNumber) as number | '',
        label: t('rubrics.fields.number'),
      },
      transmitterGroupNames: {
        initial: record?.transmitterGroupNames ?? [],
        label: t('rubrics.fields.transmitterGroups'),
      },
      ownerNames: { initial: record?.ownerNames ?? [], label: t('rubrics.fields.owners') },
    },
    precheck: async () => {
      if (full) await alertTooManyRubrics(MAX_RUBRICS);
      return full;
    },
    body: ({ label, number, transmitterGroupNames, ownerNames }) => ({
      label,
      number,
      transmitterGroupNames,
      ownerNames,
    }),
    schema: rubricFormSchema,
    send: {
      record: rubricsApi,
      creating,
      then: listHref,
      onSaved: (body) => distribution.remember(body.transmitterGroupNames),
    },
  });
  const { field } = form;

  const { min, max, skyperMax } = LIMITS.rubricNumber;
  const number = form.values.number;
  return (
    <FormPage
      legend={creating ? t('rubrics.new') : t('rubrics.edit')}
      onSubmit={() => void form.submit()}
      saving={form.sending}
      cancelHref={listHref}
      info={
        <>
          <p>{t('rubrics.info.skyper')}</p>
          <p>{t('rubrics.info.numbers')}</p>
        </>
      }
    >
      {full && (
        <Callout tone="warning" title={t('alerts.tooManyRubrics.title')}>
          {t('alerts.tooManyRubrics.text', { max: MAX_RUBRICS })}
        </Callout>
      )}
      <NameField label={t('rubrics.fields.name')} {...field('name')} creating={creating} />
      <TextField
        label={t('rubrics.fields.label')}
        {...field('label')}
        maxLength={LIMITS.rubricLabel.max}
        description={t('rubrics.labelHint', { max: LIMITS.rubricLabel.max })}
      />
      <NumberField
        label={t('rubrics.fields.number')}
        {...field('number')}
        min={min}
        max={max}
        description={t('rubrics.numberHint', { min, max })}
      />
      <FormWarnings
        messages={
          typeof number === 'number' && number > skyperMax && number <= max
            ? [['skyper', { key: 'rubrics.skyperWarning', values: { number, skyperMax } }]]
            : []
        }
      />
      <GroupsPicker
        label={t('rubrics.fields.transmitterGroups')}
        max={LIMITS.lists.transmitterGroups}
        {...distribution.pickerProps}
        {...field('transmitterGroupNames')}
      />
      <MultiSelectField
        label={t('rubrics.fields.owners')}
        max={LIMITS.lists.owners}
        options={users.data?.map((user) => user.name) ?? []}
        {...field('ownerNames')}
      />
    </FormPage>
  );
}
