import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS, newsInputSchema, VALIDATION } from '@dapnet/model';
import {
  CheckboxField,
  fieldErrors,
  FormPage,
  NumberField,
  SelectField,
  MessageField,
  stopOnMissingInput,
  useSend,
} from '../../components/form';
import type { Message } from '../../lib/error-messages';
import { paths } from '../../lib/paths';
import { useSession } from '../session/session-store';
import { NEWS_KEY, postNews, rubricsApi } from './api';
import { contentSlot, postableRubrics } from './rubric-rules';

// Slot 0 means "automatic" on the wire; a slot the user picks is one of the ten real ones.
const FIRST_SLOT = 1;

/** New rubric content: a message of up to 80 characters into one slot of one rubric. */
export function RubricContentForm() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user)!;
  const [text, setText] = useState('');
  const [rubricName, setRubricName] = useState<string | null>(null);
  const [automatic, setAutomatic] = useState(true);
  const [number, setNumber] = useState<number | ''>(FIRST_SLOT);
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const { send, sending: saving } = useSend();
  const rubrics = useQuery(rubricsApi.listQuery());
  const options = postableRubrics(rubrics.data ?? [], user).map((rubric) => ({
    value: rubric.name,
    label: `${rubric.name} (${rubric.label})`,
  }));

  const submit = async () => {
    const slot = contentSlot(automatic, number);
    const required = {
      text: { label: t('rubricContent.fields.text'), value: text },
      rubricName: { label: t('rubricContent.fields.rubric'), value: rubricName },
      number: { label: t('rubricContent.fields.number'), value: slot },
    };
    if (await stopOnMissingInput(required, setErrors)) return;
    const body = { text, rubricName, number: slot };
    const found = fieldErrors(newsInputSchema, body);
    if (!automatic && slot === 0 && !found.number) {
      found.number = { key: VALIDATION.min, values: { min: FIRST_SLOT } };
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await send(() => postNews({ text, rubricName: rubricName!, number: slot as number }), {
      invalidate: NEWS_KEY,
      then: paths.rubricContent.list.href(),
    });
  };

  return (
    <FormPage
      legend={t('rubricContent.new')}
      onSubmit={() => void submit()}
      saving={saving}
      cancelHref={paths.rubricContent.list.href()}
      info={
        <>
          <p>{t('rubricContent.info.slots', { slots: LIMITS.newsSlot.slots })}</p>
          <p>{t('rubricContent.info.calls')}</p>
        </>
      }
    >
      <MessageField
        label={t('rubricContent.fields.text')}
        value={text}
        onChange={setText}
        error={errors.text}
      />
      <SelectField
        label={t('rubricContent.fields.rubric')}
        options={options}
        value={rubricName}
        onChange={setRubricName}
        error={errors.rubricName}
        description={user.admin ? undefined : t('rubricContent.ownRubricsOnly')}
      />
      <CheckboxField
        label={t('rubricContent.fields.automatic')}
        checked={automatic}
        onChange={setAutomatic}
      />
      <NumberField
        label={t('rubricContent.fields.number')}
        value={number}
        onChange={setNumber}
        min={FIRST_SLOT}
        max={LIMITS.newsSlot.max}
        disabled={automatic}
        description={t('rubricContent.numberHint', {
          min: FIRST_SLOT,
          max: LIMITS.newsSlot.max,
        })}
        error={automatic ? undefined : errors.number}
      />
    </FormPage>
  );
}
