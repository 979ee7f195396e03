import type { ReactNode } from 'react';
import type { Rubric } from '@dapnet/model';
import { EditRecord } from '../../components/record-actions/edit-record';
import { paths } from '../../lib/paths';
import { mayChange, useViewer } from '../session/current-user/permissions';
import { rubricsApi } from './api';

/**
 * A page that changes one rubric (its form, its board) and that only its owners and admins may
 * open: loads the record, and shows everybody else the permission message.
 */
export function RubricRecord({
  name,
  children,
}: {
  name: string;
  children: (rubric: Rubric) => ReactNode;
}) {
  const viewer = useViewer();
  return (
    <EditRecord
      query={rubricsApi.itemQuery(name)}
      mayEdit={(record) => mayChange(record, viewer)}
      listHref={paths.rubrics.list.href()}
    >
      {children}
    </EditRecord>
  );
}
