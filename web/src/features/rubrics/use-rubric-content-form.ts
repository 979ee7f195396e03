import { useTranslation } from 'react-i18next';
import { newsInputSchema, VALIDATION } from '@dapnet/model';
import { useEntityForm } from '../../components/form';
import { paths } from '../../lib/paths';
import { NEWS_KEY, postNews } from './api';
import { contentSlot } from './rubric-rules';

// Slot 0 means "automatic" on the wire; a slot the user picks is one of the ten real ones.
export const FIRST_SLOT = 1;

/**
 * The rubric content form's state and submit (see useEntityForm): kept as a draft for the user
 * of that name, and a slot picked by hand must be a real one.
 */
export function useRubricContentForm(userName: string) {
  const { t } = useTranslation();
  return useEntityForm({
    // Kept in this browser until sent or discarded, like a call.
    draft: { form: 'rubricContent', user: userName },
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
}
