import type { ReactNode } from 'react';
import type { Transmitter } from '@dapnet/model';
import { EditRecord } from '../../components/record-actions/edit-record';
import { paths } from '../../lib/paths';
import { mayChange, useViewer } from '../session/current-user/permissions';
import { transmittersApi } from './api';

/**
 * A page about one transmitter that only its owners and admins may open (its form, its
 * connection guide): loads the record, and shows everybody else the permission message.
 */
export function TransmitterRecord({
  name,
  children,
}: {
  name: string;
  children: (transmitter: Transmitter) => ReactNode;
}) {
  const viewer = useViewer();
  return (
    <EditRecord
      query={transmittersApi.itemQuery(name)}
      mayEdit={(record) => mayChange(record, viewer)}
      listHref={paths.transmitters.list.href()}
    >
      {children}
    </EditRecord>
  );
}
