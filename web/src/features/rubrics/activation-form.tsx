import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { activationInputSchema, LIMITS } from '@dapnet/model';
import {
  fieldErrors,
  FormPage,
  MultiSelectField,
  NumberField,
  stopOnMissingInput,
  useSend,
} from '../../components/form';
import type { Message } from '../../lib/error-messages';
import { paths } from '../../lib/paths';
import { transmitterGroupsApi } from '../transmitter-groups/api';
import { postActivation } from './api';

/**
 * Activates rubric reception on a Skyper pager. The number starts empty, not at 1 like the old
 * front end: it is the user's own RIC, and a default would page somebody else's pager.
 */
export function ActivationForm() {
  const { t } = useTranslation();
  const [number, setNumber] = useState<number | ''>('');
  const [transmitterGroupNames, setTransmitterGroupNames] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const { send, sending: saving } = useSend();
  const groups = useQuery(transmitterGroupsApi.listQuery());

  const submit = async () => {
    const required = {
      number: { label: t('rubrics.activation.fields.number'), value: number },
      transmitterGroupNames: {
        label: t('rubrics.activation.fields.transmitterGroups'),
        value: transmitterGroupNames,
      },
    };
    if (await stopOnMissingInput(required, setErrors)) return;
    const body = { number, transmitterGroupNames };
    const found = fieldErrors(activationInputSchema, body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await send(() => postActivation({ number: number as number, transmitterGroupNames }), {
      then: paths.rubrics.list.href(),
    });
  };

  return (
    <FormPage
      legend={t('rubrics.activation.legend')}
      onSubmit={() => void submit()}
      saving={saving}
      cancelHref={paths.rubrics.list.href()}
      info={<p>{t('rubrics.activation.info')}</p>}
    >
      <NumberField
        label={t('rubrics.activation.fields.number')}
        value={number}
        onChange={setNumber}
        min={LIMITS.ric.min}
        max={LIMITS.ric.max}
        description={t('rubrics.activation.numberHint', {
          min: LIMITS.ric.min,
          max: LIMITS.ric.max,
        })}
        error={errors.number}
      />
      <MultiSelectField
        label={t('rubrics.activation.fields.transmitterGroups')}
        options={groups.data?.map((group) => group.name) ?? []}
        value={transmitterGroupNames}
        onChange={setTransmitterGroupNames}
        error={errors.transmitterGroupNames}
      />
    </FormPage>
  );
}
