import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, newsInputSchema, VALIDATION } from '@dapnet/model';
import {
  CheckboxField,
  DraftNotice,
  FormPage,
  NumberField,
  SelectField,
  MessageField,
  useEntityForm,
} from '../../components/form';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../session/use-current-user';
import { NEWS_KEY, postNews, rubricsApi } from './api';
import { contentSlot, postableRubrics } from './rubric-rules';

// Slot 0 means "automatic" on the wire; a slot the user picks is one of the ten real ones.
const FIRST_SLOT = 1;

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
  const form = useEntityForm({
    // Kept in this browser until sent or discarded, like a call.
    draft: { form: 'rubricContent', user: user.name },
    fields: {
      text: { initial: '', label: t('rubricContent.fields.text') },
      rubricName: { initial: null as string | null, label: t('rubricContent.fields.rubric') },
      automatic: { initial: true },
      number: {
        initial: FIRST_SLOT as number | '',
        label: t('rubricContent.fields.number'),
        filled: ({ automatic, number }) => contentSlot(automatic, number),
      },
    },
    body: ({ text, rubricName, automatic, number }) => ({
      text,
      rubricName,
      number: contentSlot(automatic, number),
    }),
    schema: newsInputSchema,
    rules: (errors, { automatic, number }) =>
      !automatic && contentSlot(automatic, number) === 0 && !errors.number
        ? { ...errors, number: { key: VALIDATION.min, values: { min: FIRST_SLOT } } }
        : errors,
    send: {
      // The rules have made sure the rubric and the slot are there.
      request: ({ text, rubricName, number }) =>
        postNews({ text, rubricName: rubricName!, number: number as number }),
      invalidate: NEWS_KEY,
      then: paths.rubricContent.list.href(),
    },
  });
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
