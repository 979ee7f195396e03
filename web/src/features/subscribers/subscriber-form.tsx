import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatRic,
  LIMITS,
  nameSchema,
  subscriberInputSchema,
  type Subscriber,
} from '@dapnet/model';
import { confirmDuplicateRic, showErrorDialog } from '../../components/dialogs/dialogs';
import {
  alertIfColonInName,
  fieldErrors,
  FormPage,
  MultiSelectField,
  NameField,
  savedName,
  stopOnMissingInput,
  TextAreaField,
  TextField,
  useSaveEntity,
} from '../../components/form';
import type { Message } from '../../lib/error-messages';
import { paths } from '../../lib/paths';
import { selectIsAdmin, useSession } from '../session/session-store';
import { usersApi } from '../users/api';
import { subscribersApi } from './api';
import { findDuplicateRics, type DuplicateRic } from './duplicate-rics';
import { PagerLineProblems } from './pager-line-problems';
import {
  pagerRuleProblems,
  pagersToLines,
  parsePagerLines,
  type PagerLineProblem,
} from './pager-lines';
import styles from './subscriber-form.module.css';

/** The body plus the name from the path, checked together so every field gets its message. */
const formSchema = subscriberInputSchema.extend({ name: nameSchema });

/** A new subscriber, or (with `initial`) an existing one; its name cannot change on edit. */
export function SubscriberForm({ initial }: { initial?: Subscriber }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const admin = useSession(selectIsAdmin);
  const creating = initial === undefined;
  const lines = pagersToLines(initial?.pagers);
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const [ricLines, setRicLines] = useState(lines.rics);
  const [nameLines, setNameLines] = useState(lines.names);
  const [ownerNames, setOwnerNames] = useState<string[]>(initial?.ownerNames ?? []);
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const [problems, setProblems] = useState<PagerLineProblem[]>([]);
  const [checking, setChecking] = useState(false);
  const users = useQuery(usersApi.listQuery());
  const { save, saving } = useSaveEntity(subscribersApi);
  const listHref = paths.subscribers.list.href();

  // Owners already chosen stay choosable even if the user list is not (yet) there.
  const ownerOptions = [
    ...new Set([...(users.data?.map((user) => user.name) ?? []), ...ownerNames]),
  ];

  /** Other subscribers' RICs; only admins' lists carry pagers, so others have nothing to check. */
  const duplicatesOf = async (pagers: { number: number; name: string }[], ownName: string) => {
    if (!admin) return [];
    const all = await queryClient.fetchQuery(subscribersApi.listQuery());
    return findDuplicateRics(pagers, all, ownName);
  };

  const submit = async () => {
    const trimmedName = savedName(name);
    const required = {
      name: { label: t('subscribers.fields.name'), value: name },
      description: { label: t('subscribers.fields.description'), value: description },
      ricLines: { label: t('subscribers.fields.ricLines'), value: ricLines },
      nameLines: { label: t('subscribers.fields.nameLines'), value: nameLines },
      ownerNames: { label: t('subscribers.fields.owners'), value: ownerNames },
    };
    if (await stopOnMissingInput(required, setErrors)) return;
    const parsed = parsePagerLines(ricLines, nameLines);
    if (!parsed.ok) {
      setErrors({});
      setProblems(parsed.problems);
      return;
    }
    const body = {
      description,
      // Not on the form: kept as loaded, so an edit does not turn a numeric pager alphanumeric.
      numeric: initial?.numeric ?? false,
      pagers: parsed.pagers,
      ownerNames,
    };
    const found = fieldErrors(formSchema, { ...body, name: trimmedName });
    setErrors(found);
    setProblems(pagerRuleProblems(found));
    if (Object.keys(found).length > 0) {
      await alertIfColonInName(found);
      return;
    }

    setChecking(true);
    let duplicates: DuplicateRic[];
    try {
      duplicates = await duplicatesOf(parsed.pagers, trimmedName);
    } catch (error) {
      await showErrorDialog(error);
      return;
    } finally {
      setChecking(false);
    }
    if (duplicates.length > 0) {
      const confirmed = await confirmDuplicateRic(
        duplicates.map(({ ric, subscriber }) => ({ ric: formatRic(ric), subscriber })),
      );
      if (!confirmed) return;
    }
    await save({ name: trimmedName, body, creating, listHref });
  };

  return (
    <FormPage
      legend={creating ? t('subscribers.newLegend') : t('subscribers.editLegend')}
      onSubmit={() => void submit()}
      saving={saving || checking}
      cancelHref={listHref}
      info={<p>{t('subscribers.info')}</p>}
    >
      <NameField
        label={t('subscribers.fields.name')}
        value={name}
        onChange={setName}
        creating={creating}
        error={errors.name}
        hint={t('subscribers.help.name')}
      />
      <TextField
        label={t('subscribers.fields.description')}
        value={description}
        onChange={setDescription}
        maxLength={LIMITS.description.max}
        error={errors.description}
      />
      <div className={styles.pagerLines}>
        <TextAreaField
          label={t('subscribers.fields.ricLines')}
          description={t('subscribers.help.ricLines')}
          value={ricLines}
          onChange={setRicLines}
          minRows={5}
          error={errors.ricLines}
        />
        <TextAreaField
          label={t('subscribers.fields.nameLines')}
          description={t('subscribers.help.nameLines')}
          value={nameLines}
          onChange={setNameLines}
          minRows={5}
          error={errors.nameLines}
        />
      </div>
      <PagerLineProblems problems={problems} />
      <MultiSelectField
        label={t('subscribers.fields.owners')}
        options={ownerOptions}
        value={ownerNames}
        onChange={setOwnerNames}
        error={errors.ownerNames}
      />
    </FormPage>
  );
}
