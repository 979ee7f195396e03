import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Node } from '@dapnet/model';
import type { TableExport } from '../../components/data-table';
import { coordinateFields } from '../../lib/records/export-fields';
import { markerPosition, NODE_MARKER_STYLE } from '../../lib/map-marks/marker-style';
import { useNodeStatusText } from '../../components/records/node-status';

/** What the nodes list exports beyond its columns: each node's place, as the map shows it. */
export function useNodeExport(addressText: (node: Node) => string): TableExport<Node> {
  const { t } = useTranslation();
  const statusText = useNodeStatusText();
  return useMemo(
    () => ({
      name: 'nodes',
      fields: coordinateFields<Node>({
        latitude: t('coordinates.latitude'),
        longitude: t('coordinates.longitude'),
      }),
      places: {
        position: markerPosition,
        name: (node) => node.name,
        details: (node) => [
          [t('nodes.fields.status'), statusText(node.status)],
          [t('nodes.fields.address'), addressText(node)],
          [t('nodes.fields.version'), node.version ?? '---'],
        ],
        style: () => ({ id: 'node', colour: String(NODE_MARKER_STYLE.color) }),
      },
    }),
    [t, statusText, addressText],
  );
}
