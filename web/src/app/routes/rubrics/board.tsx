import { useLocation, useParams } from 'react-router';
import { RubricBoardPage } from '../../../features/rubrics/rubric-board-page';
import { RubricRecord } from '../../../features/rubrics/rubric-record';

/**
 * /rubrics/board/{id}: the rubric's ten slots. Only those who may post to it (admins, its owners)
 * get the board; after each write the page comes back with an empty form (a new location).
 */
export default function RubricBoardRoute() {
  const { id = '' } = useParams();
  const location = useLocation();
  return (
    <RubricRecord name={id}>
      {(rubric) => <RubricBoardPage key={`${rubric.name} ${location.key}`} rubric={rubric} />}
    </RubricRecord>
  );
}
