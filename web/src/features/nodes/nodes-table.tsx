import { useTranslation } from 'react-i18next';
import { isOwner, type Node, type User } from '@dapnet/model';
import { DataTable, RowActions } from '../../components/data-table';
import { useDeleteAction } from '../../components/record-actions/use-delete-action';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { nodesApi } from './api';
import { ownersMailHrefs } from '../../lib/records/owner-mail';
import { nodeAddressText, useNodeColumns } from './node-columns';
import { useNodeExport } from './node-export';

interface NodesTableProps {
  nodes: readonly Node[] | undefined;
  /** For the owners' mail addresses (admins only see them). */
  users: readonly User[] | undefined;
  error: unknown;
  refreshing: boolean;
  onRefresh: () => void;
}

/** The Core cluster's nodes. Only admins write nodes (the Core has no node owners' rights). */
export function NodesTable({ nodes, users, error, refreshing, onRefresh }: NodesTableProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const admin = user.admin;
  const remove = useDeleteAction(nodesApi);
  const exportAs = useNodeExport(nodeAddressText);
  const columns = useNodeColumns();

  return (
    <DataTable
      label={t('nodes.title')}
      columns={columns}
      rows={nodes}
      rowKey={(node) => node.name}
      empty={{
        text: t('nodes.empty'),
        create: admin ? { href: paths.nodes.new.href(), label: t('nodes.new') } : undefined,
      }}
      exportAs={exportAs}
      error={error}
      refreshing={refreshing}
      onRefresh={onRefresh}
      actions={(node) =>
        admin ? (
          <RowActions
            name={node.name}
            editHref={paths.nodes.edit.href(node.name)}
            onDelete={() => void remove(node.name)}
            mailHrefs={ownersMailHrefs(
              [node],
              users ?? [],
              t('nodes.mailSubject', { name: node.name }),
            )}
            monitorHref={paths.nodes.monitor.href(node.name)}
          />
        ) : isOwner(node, user.name) ? (
          // Owners watch their node; only admins change nodes (the Core has no node owner rights).
          <RowActions name={node.name} monitorHref={paths.nodes.monitor.href(node.name)} />
        ) : null
      }
    />
  );
}
