import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, type Subscriber } from '@dapnet/model';
import {
  FormPage,
  MultiSelectField,
  NameField,
  savedName,
  TextAreaField,
  TextField,
} from '../../components/form';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { usersApi } from '../users/api';
import { DuplicateRicWarning } from './duplicate-ric-warning';
import { PagerLineProblems } from './pager-line-problems';
import styles from './subscriber-form.module.css';
import { useSubscriberForm } from './use-subscriber-form';

/**
 * A new subscriber, or (with `initial`) an existing one. A name changed on edit saves a copy under
 * the new name and leaves the old subscriber as it is (spec section 5), so it is saved as a new
 * record: checked first against overwriting one that exists.
 */
export function SubscriberForm({ initial }: { initial?: Subscriber }) {
  const { t } = useTranslation();
  const creating = initial === undefined;
  // Only admins create subscribers (spec section 6), and so only they may save a copy.
  const mayCopy = useCurrentUser().admin;
  const users = useQuery(usersApi.listQuery());
  const listHref = paths.subscribers.list.href();
  const { form, problems, checking } = useSubscriberForm(initial, listHref);
  const { values, field } = form;

  // Owners already chosen stay choosable even if the user list is not (yet) there.
  const ownerOptions = [
    ...new Set([...(users.data?.map((user) => user.name) ?? []), ...values.ownerNames]),
  ];

  return (
    <FormPage
      legend={creating ? t('subscribers.newLegend') : t('subscribers.editLegend')}
      onSubmit={() => void form.submit()}
      saving={form.sending || checking}
      cancelHref={listHref}
      info={<p>{t('subscribers.info')}</p>}
    >
      <NameField
        label={t('subscribers.fields.name')}
        {...field('name')}
        creating={creating}
        hint={t('subscribers.help.name')}
        renameNote={mayCopy ? t('subscribers.help.rename') : undefined}
      />
      <TextField
        label={t('subscribers.fields.description')}
        {...field('description')}
        maxLength={LIMITS.description.max}
      />
      <div className={styles.pagerLines}>
        <TextAreaField
          label={t('subscribers.fields.ricLines')}
          description={t('subscribers.help.ricLines')}
          {...field('ricLines')}
          minRows={5}
        />
        <TextAreaField
          label={t('subscribers.fields.nameLines')}
          description={t('subscribers.help.nameLines')}
          {...field('nameLines')}
          minRows={5}
        />
      </div>
      <DuplicateRicWarning ricLines={values.ricLines} ownName={savedName(values.name)} />
      <PagerLineProblems problems={problems} />
      <MultiSelectField
        label={t('subscribers.fields.owners')}
        max={LIMITS.lists.owners}
        options={ownerOptions}
        {...field('ownerNames')}
      />
    </FormPage>
  );
}
