import '@mantine/core/styles/Alert.css';
import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULTS,
  EDITABLE_NODE_STATUSES,
  nameSchema,
  nodeInputSchema,
  type Node,
} from '@dapnet/model';
import {
  alertIfColonInName,
  fieldErrors,
  FormPage,
  MultiSelectField,
  NameField,
  savedName,
  SelectField,
  stopOnMissingInput,
  useSaveEntity,
} from '../../components/form';
import {
  CoordinateField,
  EMPTY_COORDINATE,
  splitCoordinate,
  stopOnInvalidLocation,
  toSignedCoordinate,
} from '../../components/form/coordinate-field';

import type { Message } from '../../lib/error-messages';
import { paths } from '../../lib/paths';
import { useSession } from '../session/session-store';
import { usersApi } from '../users/api';
import { nodesApi } from './api';
import { isKnownNodeStatus, useNodeStatusText } from './node-status';

/** The body's rules plus the name's, which travels in the path. */
const formSchema = nodeInputSchema.extend({ name: nameSchema });

/** New node, or (with `node`) the loaded one; the fields start from it once. */
export function NodeForm({ node }: { node?: Node }) {
  const { t } = useTranslation();
  const language = useSession((state) => state.language);
  const statusText = useNodeStatusText();
  const creating = node === undefined;
  const [name, setName] = useState(node?.name ?? '');
  const [latitude, setLatitude] = useState(() =>
    node ? splitCoordinate(node.latitude, language) : EMPTY_COORDINATE,
  );
  const [longitude, setLongitude] = useState(() =>
    node ? splitCoordinate(node.longitude, language) : EMPTY_COORDINATE,
  );
  const [ownerNames, setOwnerNames] = useState(node?.ownerNames ?? []);
  // A loaded status other than ONLINE or SUSPENDED (UNKNOWN) is not preselected: the warning
  // names it and the editor chooses one of the two.
  const [status, setStatus] = useState<string | null>(() =>
    node ? (isKnownNodeStatus(node.status) ? node.status : null) : DEFAULTS.nodeStatus,
  );
  const [errors, setErrors] = useState<Record<string, Message>>({});
  const users = useQuery(usersApi.listQuery());
  const { save, saving } = useSaveEntity(nodesApi);
  const listHref = paths.nodes.list.href();

  const submit = async () => {
    const required = {
      name: { label: t('nodes.fields.name'), value: name },
      ownerNames: { label: t('nodes.fields.owners'), value: ownerNames },
      status: { label: t('nodes.fields.status'), value: status },
    };
    if (await stopOnMissingInput(required, setErrors)) return;
    const signed = {
      latitude: toSignedCoordinate(latitude, language),
      longitude: toSignedCoordinate(longitude, language),
    };
    if (await stopOnInvalidLocation(signed, setErrors)) return;
    const body = {
      ...signed,
      ownerNames,
      status,
      // Sent back unchanged: the Core replaces a non-running node's address and version with
      // what the body holds, so leaving them out would erase them.
      ...(node ? { address: node.address, version: node.version } : {}),
    };
    const found = fieldErrors(formSchema, { name: savedName(name), ...body });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      await alertIfColonInName(found);
      return;
    }
    await save({ name: savedName(name), body, creating, listHref });
  };

  return (
    <FormPage
      legend={creating ? t('nodes.new') : t('nodes.edit')}
      onSubmit={() => void submit()}
      saving={saving}
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
        value={name}
        onChange={setName}
        creating={creating}
        error={errors.name}
      />
      <CoordinateField
        axis="latitude"
        value={latitude}
        onChange={setLatitude}
        error={errors.latitude}
      />
      <CoordinateField
        axis="longitude"
        value={longitude}
        onChange={setLongitude}
        error={errors.longitude}
      />
      <MultiSelectField
        label={t('nodes.fields.owners')}
        options={users.data?.map((user) => user.name) ?? []}
        value={ownerNames}
        onChange={setOwnerNames}
        error={errors.ownerNames}
      />
      {node && !isKnownNodeStatus(node.status) && (
        <Alert color="yellow" title={t('nodes.unexpectedStatus.title')}>
          {t('nodes.unexpectedStatus.text', { status: node.status })}
        </Alert>
      )}
      <SelectField
        label={t('nodes.fields.status')}
        options={EDITABLE_NODE_STATUSES.map((value) => ({ value, label: statusText(value) }))}
        value={status}
        onChange={setStatus}
        error={errors.status}
      />
    </FormPage>
  );
}
