import { useLocation, useParams } from 'react-router';
import { EditRecord } from '../../../components/record-actions/edit-record';
import { rubricsApi } from '../../../features/rubrics/api';
import { RubricBoardPage } from '../../../features/rubrics/rubric-board-page';
import { mayChange, useViewer } from '../../../features/session/current-user/permissions';
import { paths } from '../../../lib/paths';

/**
 * /rubrics/board/{id}: the rubric's ten slots. Only those who may post to it (admins, its owners)
 * get the board; after each write the page comes back with an empty form (a new location).
 */
export default function RubricBoardRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  const viewer = useViewer();
  return (
    <EditRecord
      query={rubricsApi.itemQuery(id)}
      mayEdit={(record) => mayChange(record, viewer)}
      listHref={paths.rubrics.list.href()}
    >
      {(rubric) => <RubricBoardPage key={`${rubric.name} ${location.key}`} rubric={rubric} />}
    </EditRecord>
  );
}
