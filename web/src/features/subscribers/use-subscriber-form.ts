import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameSchema, subscriberInputSchema, type Subscriber } from '@dapnet/model';
import { savedName, useEntityForm } from '../../components/form';
import {
  pagerRuleProblems,
  pagersToLines,
  parsePagerLines,
  type PagerLineProblem,
} from './pager-lines';
import { subscribersApi } from './api';
import { useDuplicateRicCheck } from './use-duplicate-ric-check';

/** The body plus the name from the path, checked together so every field gets its message. */
const formSchema = subscriberInputSchema.extend({ name: nameSchema });

/**
 * The subscriber form's state and submit (see useEntityForm): the pager lines parsed and checked
 * (their problems listed below them), a duplicate RIC confirmed, and a changed name saved as a
 * new record. `listHref` is where it goes after.
 */
export function useSubscriberForm(initial: Subscriber | undefined, listHref: string) {
  const { t } = useTranslation();
  const creating = initial === undefined;
  const lines = pagersToLines(initial?.pagers);
  const [problems, setProblems] = useState<PagerLineProblem[]>([]);
  const { confirmNoDuplicates, checking } = useDuplicateRicCheck();

  const form = useEntityForm({
    fields: {
      name: { initial: initial?.name ?? '', label: t('subscribers.fields.name') },
      description: {
        initial: initial?.description ?? '',
        label: t('subscribers.fields.description'),
      },
      ricLines: { initial: lines.rics, label: t('subscribers.fields.ricLines') },
      nameLines: { initial: lines.names, label: t('subscribers.fields.nameLines') },
      ownerNames: { initial: initial?.ownerNames ?? [], label: t('subscribers.fields.owners') },
    },
    check: ({ ricLines, nameLines }, showErrors) => {
      const parsed = parsePagerLines(ricLines, nameLines);
      if (parsed.ok) return false;
      showErrors({});
      setProblems(parsed.problems);
      return true;
    },
    body: ({ description, ricLines, nameLines, ownerNames }) => {
      const parsed = parsePagerLines(ricLines, nameLines);
      return {
        description,
        // Not on the form: kept as loaded, so an edit does not turn a numeric pager alphanumeric.
        numeric: initial?.numeric ?? false,
        // Read already by the check, which stops the save where the lines do not parse.
        pagers: parsed.ok ? parsed.pagers : [],
        ownerNames,
      };
    },
    schema: formSchema,
    rules: (errors) => {
      setProblems(pagerRuleProblems(errors));
      return errors;
    },
    confirm: (body, values) => confirmNoDuplicates(body.pagers, savedName(values.name)),
    send: {
      record: subscribersApi,
      // A new record, or a copy under a changed name: neither may overwrite one that exists.
      creating: ({ name }) => creating || savedName(name) !== initial.name,
      then: listHref,
    },
  });
  return { form, problems, checking };
}
