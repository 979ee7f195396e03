import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { activationInputSchema, LIMITS } from '@dapnet/model';
import { FormPage, MultiSelectField, NumberField, useEntityForm } from '../../components/form';
import { paths } from '../../lib/paths';
import { transmitterGroupsApi } from '../transmitter-groups/api';
import { postActivation } from './api';

/**
 * Activates rubric reception on a Skyper pager. The number starts empty, not at 1 like the old
 * front end: it is the user's own RIC, and a default would page somebody else's pager.
 */
export function ActivationForm() {
  const { t } = useTranslation();
  const groups = useQuery(transmitterGroupsApi.listQuery());
  const form = useEntityForm({
    fields: {
      number: { initial: '' as number | '', label: t('rubrics.activation.fields.number') },
      transmitterGroupNames: {
        initial: [] as string[],
        label: t('rubrics.activation.fields.transmitterGroups'),
      },
    },
    body: (values) => values,
    schema: activationInputSchema,
    send: {
      // The rules have made sure the number is there.
      request: ({ number, transmitterGroupNames }) =>
        postActivation({ number: number as number, transmitterGroupNames }),
      then: paths.rubrics.list.href(),
    },
  });
  const { field } = form;

  return (
    <FormPage
      legend={t('rubrics.activation.legend')}
      onSubmit={() => void form.submit()}
      saving={form.sending}
      cancelHref={paths.rubrics.list.href()}
      info={<p>{t('rubrics.activation.info')}</p>}
    >
      <NumberField
        label={t('rubrics.activation.fields.number')}
        {...field('number')}
        min={LIMITS.ric.min}
        max={LIMITS.ric.max}
        description={t('rubrics.activation.numberHint', {
          min: LIMITS.ric.min,
          max: LIMITS.ric.max,
        })}
      />
      <MultiSelectField
        label={t('rubrics.activation.fields.transmitterGroups')}
        max={LIMITS.lists.transmitterGroups}
        options={groups.data?.map((group) => group.name) ?? []}
        {...field('transmitterGroupNames')}
      />
    </FormPage>
  );
}
