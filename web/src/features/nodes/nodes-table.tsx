import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isOwner, type Node, type User } from '@dapnet/model';
import { Link } from 'react-router';
import { DataTable, RowActions, type Column } from '../../components/data-table';
import { namesColumn } from '../../components/data-table/names-column';
import { useDeleteAction } from '../../components/form/use-delete-action';
import { markerPosition } from '../../components/map/marker-style';
import { paths } from '../../lib/paths';
import { useCurrentUser } from '../session/use-current-user';
import { nodesApi } from './api';
import { NodeStatus, useNodeStatusText } from '../../components/node-status';
import { ownersMailHrefs } from '../../lib/owner-mail';
import { nodeOnMapHref } from '../../lib/map-links';
import { useNodeExport } from './node-export';

interface NodesTableProps {
  nodes: readonly Node[] | undefined;
  /** For the owners' mail addresses (admins only see them). */
  users: readonly User[] | undefined;
  error: unknown;
  refreshing: boolean;
  onRefresh: () => void;
}

/** "44.149.166.26:7800", or '---' for a node that has not joined the cluster. */
export function nodeAddressText(node: Node): string {
  return node.address ? `${node.address.ip_addr}:${node.address.port}` : '---';
}

/** The Core cluster's nodes. Only admins write nodes (the Core has no node owners' rights). */
export function NodesTable({ nodes, users, error, refreshing, onRefresh }: NodesTableProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const admin = user.admin;
  const remove = useDeleteAction(nodesApi);
  const statusText = useNodeStatusText();
  const showOnMap = t('transmitters.showOnMap');
  const exportAs = useNodeExport(nodeAddressText);
  const columns = useMemo<Column<Node>[]>(
    () => [
      {
        id: 'name',
        header: t('nodes.fields.name'),
        text: (node) => node.name,
        // As with transmitters, the name leads to the node on the map, where it has a position.
        render: (node) =>
          markerPosition(node) ? (
            <Link to={nodeOnMapHref(node.name)} title={showOnMap}>
              {node.name}
            </Link>
          ) : (
            node.name
          ),
      },
      {
        id: 'version',
        header: t('nodes.fields.version'),
        text: (node) => node.version ?? '',
        value: (node) => node.version ?? null,
      },
      {
        id: 'address',
        header: t('nodes.fields.address'),
        text: nodeAddressText,
        value: (node) => (node.address ? nodeAddressText(node) : null),
        nowrap: true,
      },
      namesColumn('owners', t('nodes.fields.owners'), (node) => node.ownerNames),
      {
        id: 'status',
        header: t('nodes.fields.status'),
        text: (node) => statusText(node.status),
        value: (node) => node.status,
        render: (node) => <NodeStatus status={node.status} />,
        nowrap: true,
      },
    ],
    [t, statusText, showOnMap],
  );
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
