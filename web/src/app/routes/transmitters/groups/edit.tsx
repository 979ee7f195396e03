import { useParams } from 'react-router';
import { EditRecord } from '../../../../components/form';
import { transmitterGroupsApi } from '../../../../features/transmitter-groups/api';
import { TransmitterGroupForm } from '../../../../features/transmitter-groups/transmitter-group-form';
import { mayChange, useViewer } from '../../../../features/session/permissions';
import { paths } from '../../../../lib/paths';

export default function EditTransmitterGroupRoute() {
  const { id = '' } = useParams();
  const viewer = useViewer();
  return (
    <EditRecord
      query={transmitterGroupsApi.itemQuery(id)}
      mayEdit={(record) => mayChange(record, viewer)}
      listHref={paths.transmitterGroups.list.href()}
    >
      {(group) => <TransmitterGroupForm key={group.name} group={group} />}
    </EditRecord>
  );
}
