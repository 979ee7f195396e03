import { Callout } from '../../components/ui/callout';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEFAULTS,
  EDITABLE_NODE_STATUSES,
  nameSchema,
  nodeInputSchema,
  type Node,
  LIMITS,
} from '@dapnet/model';
import {
  CoordinatePairField,
  FormPage,
  MultiSelectField,
  NameField,
  positionOf,
  PositionWarning,
  SelectField,
  signedPosition,
  stopOnInvalidPosition,
  useEntityForm,
} from '../../components/form';
import { paths } from '../../lib/paths';
import { useLanguage } from '../session/current-user/use-current-user';
import { usersApi } from '../users/api';
import { nodesApi } from './api';
import { isKnownNodeStatus, useNodeStatusText } from '../../components/records/node-status';

/** The body's rules plus the name's, which travels in the path. */
const formSchema = nodeInputSchema.extend({ name: nameSchema });

/**
 * A new node's status, or the loaded one's. A status other than ONLINE or SUSPENDED (UNKNOWN) is
 * not preselected: the warning names it and the editor chooses one of the two.
 */
function startingStatus(node: Node | undefined): string | null {
  if (!node) return DEFAULTS.nodeStatus;
  return isKnownNodeStatus(node.status) ? node.status : null;
}

/** New node, or (with `node`) the loaded one; the fields start from it once. */
export function NodeForm({ node }: { node?: Node }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const statusText = useNodeStatusText();
  const creating = node === undefined;
  const users = useQuery(usersApi.listQuery());
  const listHref = paths.nodes.list.href();
  const form = useEntityForm({
    fields: {
      name: { initial: node?.name ?? '', label: t('nodes.fields.name') },
      position: { initial: positionOf(node, language) },
      ownerNames: { initial: node?.ownerNames ?? [], label: t('nodes.fields.owners') },
      status: { initial: startingStatus(node), label: t('nodes.fields.status') },
    },
    check: (values, showErrors) =>
      stopOnInvalidPosition(signedPosition(values.position, language), showErrors),
    body: ({ position, ownerNames, status }) => ({
      ...signedPosition(position, language),
      ownerNames,
      status,
      // Sent back unchanged: the Core replaces a non-running node's address and version with
      // what the body holds, so leaving them out would erase them.
      ...(node ? { address: node.address, version: node.version } : {}),
    }),
    schema: formSchema,
    send: { record: nodesApi, creating, then: listHref },
  });
  const { errors, field, values } = form;

  return (
    <FormPage
      legend={creating ? t('nodes.new') : t('nodes.edit')}
      onSubmit={() => void form.submit()}
      saving={form.sending}
      cancelHref={listHref}
      info={
        <>
          <p>{t('nodes.info')}</p>
          <p>{t('nodes.statusInfo')}</p>
        </>
      }
    >
      <NameField
        label={t('nodes.fields.name')}
        {...field('name')}
        creating={creating}
        hint={t('nodes.hints.name')}
      />
      <CoordinatePairField {...field('position')} errors={errors} language={language} />
      <MultiSelectField
        label={t('nodes.fields.owners')}
        max={LIMITS.lists.owners}
        options={users.data?.map((user) => user.name) ?? []}
        {...field('ownerNames')}
        description={t('nodes.hints.owners')}
      />
      <PositionWarning values={values} language={language} />
      {node && !isKnownNodeStatus(node.status) && (
        <Callout tone="warning" title={t('nodes.unexpectedStatus.title')}>
          {t('nodes.unexpectedStatus.text', { status: node.status })}
        </Callout>
      )}
      <SelectField
        label={t('nodes.fields.status')}
        options={EDITABLE_NODE_STATUSES.map((value) => ({ value, label: statusText(value) }))}
        {...field('status')}
      />
    </FormPage>
  );
}
