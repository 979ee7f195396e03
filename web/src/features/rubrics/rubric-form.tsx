import { Callout } from '../../components/ui/callout';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, MAX_RUBRICS, type Rubric } from '@dapnet/model';
import {
  FormPage,
  FormWarnings,
  GroupsPicker,
  MultiSelectField,
  NameField,
  NumberField,
  TextField,
} from '../../components/form';
import { usersApi } from '../users/api';
import { useRubricForm } from './use-rubric-form';

interface RubricFormProps {
  /** The rubric being edited; absent when creating one. */
  record?: Rubric;
}

/** Creates or edits a rubric: name, pager label, number, transmitter groups, owners. */
export function RubricForm({ record }: RubricFormProps) {
  const { t } = useTranslation();
  const users = useQuery(usersApi.listQuery());
  const { form, full, creating, distribution, listHref } = useRubricForm(record);
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
