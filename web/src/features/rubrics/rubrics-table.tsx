import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayChange, type Rubric } from '@dapnet/model';
import { DataTable, RowActions, type Column } from '../../components/data-table';
import { namesColumn } from '../../components/data-table/names-column';
import { useDeleteAction } from '../../components/record-actions/use-delete-action';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { rubricsApi } from './api';

interface RubricsTableProps {
  rubrics: readonly Rubric[] | undefined;
  error: unknown;
  refreshing: boolean;
  onRefresh: () => void;
}

/** Rubrics by number: name, pager label, groups, owners; edit and delete for admins and owners. */
export function RubricsTable({ rubrics, error, refreshing, onRefresh }: RubricsTableProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const remove = useDeleteAction(rubricsApi);
  const columns = useMemo<Column<Rubric>[]>(
    () => [
      {
        id: 'number',
        header: t('rubrics.fields.number'),
        text: (rubric) => String(rubric.number),
        value: (rubric) => rubric.number,
        sortValue: (rubric) => rubric.number,
        sort: 'number',
        nowrap: true,
      },
      {
        id: 'name',
        header: t('rubrics.fields.name'),
        text: (rubric) => rubric.name,
        // Those who may post to a rubric reach its board of slots from its name. The name stays
        // the link's (and the cell's) accessible name; where it leads is its description.
        render: (rubric) =>
          mayChange(rubric, user) ? (
            <Link
              to={paths.rubrics.board.href(rubric.name)}
              title={t('rubricBoard.open', { name: rubric.name })}
            >
              {rubric.name}
            </Link>
          ) : (
            rubric.name
          ),
      },
      { id: 'label', header: t('rubrics.fields.label'), text: (rubric) => rubric.label },
      namesColumn(
        'groups',
        t('rubrics.fields.transmitterGroups'),
        (rubric) => rubric.transmitterGroupNames,
      ),
      namesColumn('owners', t('rubrics.fields.owners'), (rubric) => rubric.ownerNames),
    ],
    [t, user],
  );
  return (
    <DataTable
      label={t('rubrics.title')}
      columns={columns}
      exportAs={{ name: 'rubrics' }}
      rows={rubrics}
      rowKey={(rubric) => rubric.name}
      empty={{
        text: t('rubrics.empty'),
        create: user.admin
          ? { href: paths.rubrics.new.href(), label: t('rubrics.new') }
          : undefined,
      }}
      error={error}
      refreshing={refreshing}
      onRefresh={onRefresh}
      actions={(rubric) =>
        mayChange(rubric, user) ? (
          <RowActions
            name={rubric.name}
            editHref={paths.rubrics.edit.href(rubric.name)}
            onDelete={() => void remove(rubric.name)}
          />
        ) : null
      }
    />
  );
}
