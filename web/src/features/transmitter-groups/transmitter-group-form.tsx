import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  LIMITS,
  nameSchema,
  transmitterGroupInputSchema,
  type TransmitterGroup,
} from '@dapnet/model';
import {
  FormPage,
  MultiSelectField,
  NameField,
  TextField,
  useEntityForm,
} from '../../components/form';
import { paths } from '../../lib/paths';
import { usersApi } from '../users/api';
import { transmittersApi } from '../transmitters/api';
import { transmitterGroupsApi } from './api';

/** The body's rules plus the name's, which travels in the path. */
const formSchema = transmitterGroupInputSchema.extend({ name: nameSchema });

/** New transmitter group, or (with `group`) the loaded one; the fields start from it once. */
export function TransmitterGroupForm({ group }: { group?: TransmitterGroup }) {
  const { t } = useTranslation();
  const creating = group === undefined;
  const transmitters = useQuery(transmittersApi.listQuery());
  const users = useQuery(usersApi.listQuery());
  const form = useEntityForm({
    fields: {
      name: { initial: group?.name ?? '', label: t('transmitterGroups.fields.name') },
      // The Core accepts an empty description (0-60 characters), but the spec asks for every
      // field to be filled and the old front end did the same: a group's purpose is what others
      // read to pick it for their calls and rubrics, so an empty one is refused with 'Missing
      // input'.
      description: {
        initial: group?.description ?? '',
        label: t('transmitterGroups.fields.description'),
      },
      transmitterNames: {
        initial: group?.transmitterNames ?? [],
        label: t('transmitterGroups.fields.transmitters'),
      },
      ownerNames: { initial: group?.ownerNames ?? [], label: t('transmitterGroups.fields.owners') },
    },
    body: ({ description, transmitterNames, ownerNames }) => ({
      description,
      transmitterNames,
      ownerNames,
    }),
    schema: formSchema,
    send: { record: transmitterGroupsApi, creating, then: paths.transmitterGroups.list.href() },
  });
  const { field } = form;

  return (
    <FormPage
      legend={creating ? t('transmitterGroups.new') : t('transmitterGroups.edit')}
      onSubmit={() => void form.submit()}
      saving={form.sending}
      cancelHref={paths.transmitterGroups.list.href()}
      info={<p>{t('transmitterGroups.info')}</p>}
    >
      <NameField
        label={t('transmitterGroups.fields.name')}
        {...field('name')}
        creating={creating}
      />
      <TextField
        label={t('transmitterGroups.fields.description')}
        {...field('description')}
        maxLength={LIMITS.description.max}
      />
      <MultiSelectField
        label={t('transmitterGroups.fields.transmitters')}
        max={LIMITS.lists.groupTransmitters}
        options={transmitters.data?.map((transmitter) => transmitter.name) ?? []}
        {...field('transmitterNames')}
      />
      <MultiSelectField
        label={t('transmitterGroups.fields.owners')}
        max={LIMITS.lists.owners}
        options={users.data?.map((user) => user.name) ?? []}
        {...field('ownerNames')}
      />
    </FormPage>
  );
}
