import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Node } from '@dapnet/model';
import type { Column } from '../../components/data-table';
import { namesColumn } from '../../components/data-table/names-column';
import { markerPosition } from '../../lib/map-marks/marker-style';
import { NodeStatus, useNodeStatusText } from '../../components/records/node-status';
import { nodeOnMapHref } from '../../lib/records/map-links';

/** "44.149.166.26:7800", or '---' for a node that has not joined the cluster. */
export function nodeAddressText(node: Node): string {
  return node.address ? `${node.address.ip_addr}:${node.address.port}` : '---';
}

/** The nodes table's columns: name (to the map), version, address, owners and status. */
export function useNodeColumns(): Column<Node>[] {
  const { t } = useTranslation();
  const statusText = useNodeStatusText();
  const showOnMap = t('transmitters.showOnMap');
  return useMemo<Column<Node>[]>(
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
}
