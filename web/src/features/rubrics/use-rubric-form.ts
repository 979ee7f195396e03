import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEFAULTS, MAX_RUBRICS, nameSchema, rubricInputSchema, type Rubric } from '@dapnet/model';
import { alertTooManyRubrics } from '../../components/dialogs/dialogs';
import { useEntityForm } from '../../components/form';
import { paths } from '../../lib/paths';
import { useDistribution } from '../session/use-distribution';
import { rubricsApi } from './api';

// The name travels in the path, not the body; it is checked with the same rule as every name.
const rubricFormSchema = rubricInputSchema.extend({ name: nameSchema });

/**
 * The rubric form's state and submit (see useEntityForm): a new rubric is refused up front once
 * there are MAX_RUBRICS (`full`), and the groups it goes to are remembered for the next form.
 */
export function useRubricForm(record: Rubric | undefined) {
  const { t } = useTranslation();
  const creating = record === undefined;
  const distribution = useDistribution();
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
  return { form, full, creating, distribution, listHref };
}
