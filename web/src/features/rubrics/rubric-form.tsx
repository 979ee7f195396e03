import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
  alertIfColonInName,
  fieldErrors,
  FormPage,
  MultiSelectField,
  NameField,
  NumberField,
  savedName,
  stopOnMissingInput,
  TextField,
  useSaveEntity,
} from '../../components/form';
import type { Message } from '../../lib/error-messages';
import { paths } from '../../lib/paths';
import { transmitterGroupsApi } from '../transmitter-groups/api';
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
  const [name, setName] = useState(record?.name ?? '');
  const [label, setLabel] = useState(record?.label ?? '');
  const [number, setNumber] = useState<number | ''>(record?.number ?? DEFAULTS.rubricNumber);
  const [transmitterGroupNames, setTransmitterGroupNames] = useState<string[]>(
    record?.transmitterGroupNames ?? [],
  );
  const [ownerNames, setOwnerNames] = useState<string[]>(record?.ownerNames ?? []);
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const groups = useQuery(transmitterGroupsApi.listQuery());
  const users = useQuery(usersApi.listQuery());
  const rubrics = useQuery(rubricsApi.listQuery());
  const { save, saving } = useSaveEntity(rubricsApi);
  const listHref = paths.rubrics.list.href();
  // Known once the list is loaded; the server refuses the 100th rubric in any case.
  const full = creating && (rubrics.data?.length ?? 0) >= MAX_RUBRICS;

  const submit = async () => {
    if (full) {
      await alertTooManyRubrics(MAX_RUBRICS);
      return;
    }
    const required = {
      name: { label: t('rubrics.fields.name'), value: name },
      label: { label: t('rubrics.fields.label'), value: label },
      number: { label: t('rubrics.fields.number'), value: number },
      transmitterGroupNames: {
        label: t('rubrics.fields.transmitterGroups'),
        value: transmitterGroupNames,
      },
      ownerNames: { label: t('rubrics.fields.owners'), value: ownerNames },
    };
    if (await stopOnMissingInput(required, setErrors)) return;
    const body = { label, number, transmitterGroupNames, ownerNames };
    const found = fieldErrors(rubricFormSchema, { ...body, name: savedName(name) });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      await alertIfColonInName(found);
      return;
    }
    await save({ name: savedName(name), body, creating, listHref });
  };

  const { min, max } = LIMITS.rubricNumber;
  return (
    <FormPage
      legend={creating ? t('rubrics.new') : t('rubrics.edit')}
      onSubmit={() => void submit()}
      saving={saving}
      cancelHref={listHref}
      info={
        <>
          <p>{t('rubrics.info.skyper')}</p>
          <p>{t('rubrics.info.numbers')}</p>
        </>
      }
    >
      {full && (
        <Alert color="yellow" title={t('alerts.tooManyRubrics.title')}>
          {t('alerts.tooManyRubrics.text', { max: MAX_RUBRICS })}
        </Alert>
      )}
      <NameField
        label={t('rubrics.fields.name')}
        value={name}
        onChange={setName}
        creating={creating}
        error={errors.name}
      />
      <TextField
        label={t('rubrics.fields.label')}
        value={label}
        onChange={setLabel}
        maxLength={LIMITS.rubricLabel.max}
        description={t('rubrics.labelHint', { max: LIMITS.rubricLabel.max })}
        error={errors.label}
      />
      <NumberField
        label={t('rubrics.fields.number')}
        value={number}
        onChange={setNumber}
        min={min}
        max={max}
        description={t('rubrics.numberHint', { min, max })}
        error={errors.number}
      />
      <MultiSelectField
        label={t('rubrics.fields.transmitterGroups')}
        options={groups.data?.map((group) => group.name) ?? []}
        value={transmitterGroupNames}
        onChange={setTransmitterGroupNames}
        error={errors.transmitterGroupNames}
      />
      <MultiSelectField
        label={t('rubrics.fields.owners')}
        options={users.data?.map((user) => user.name) ?? []}
        value={ownerNames}
        onChange={setOwnerNames}
        error={errors.ownerNames}
      />
    </FormPage>
  );
}
