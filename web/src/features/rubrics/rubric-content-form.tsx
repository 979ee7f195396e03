import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@dapnet/model';
import {
  CheckboxField,
  DraftNotice,
  FormPage,
  NumberField,
  SelectField,
  MessageField,
} from '../../components/form';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { rubricsApi } from './api';
import { postableRubrics } from './rubric-rules';
import { FIRST_SLOT, useRubricContentForm } from './use-rubric-content-form';

/**
 * New rubric content: a message of up to 80 characters into one slot of one rubric, kept as a
 * draft in this browser until it is sent or discarded.
 */
export function RubricContentForm() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const rubrics = useQuery(rubricsApi.listQuery());
  const options = postableRubrics(rubrics.data ?? [], user).map((rubric) => ({
    value: rubric.name,
    label: `${rubric.name} (${rubric.label})`,
  }));
  const form = useRubricContentForm(user.name);
  const { values, field } = form;

  return (
    <FormPage
      legend={t('rubricContent.new')}
      onSubmit={() => void form.submit()}
      saving={form.sending}
      cancelHref={paths.rubricContent.list.href()}
      info={
        <>
          <p>{t('rubricContent.info.slots', { slots: LIMITS.newsSlot.slots })}</p>
          <p>{t('rubricContent.info.calls')}</p>
        </>
      }
    >
      <DraftNotice restored={form.restoredDraft} onDiscard={form.discardDraft} />
      <MessageField label={t('rubricContent.fields.text')} {...field('text')} />
      <SelectField
        label={t('rubricContent.fields.rubric')}
        options={options}
        {...field('rubricName')}
        description={user.admin ? undefined : t('rubricContent.ownRubricsOnly')}
      />
      <CheckboxField
        label={t('rubricContent.fields.automatic')}
        checked={values.automatic}
        onChange={(checked) => form.set('automatic', checked)}
      />
      <NumberField
        label={t('rubricContent.fields.number')}
        {...field('number')}
        min={FIRST_SLOT}
        max={LIMITS.newsSlot.max}
        disabled={values.automatic}
        description={t('rubricContent.numberHint', {
          min: FIRST_SLOT,
          max: LIMITS.newsSlot.max,
        })}
        error={values.automatic ? undefined : form.errors.number}
      />
    </FormPage>
  );
}
