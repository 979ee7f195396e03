import type { Node } from '@dapnet/model';
import { createEntityApi } from '../../lib/entity-api';

/** Nodes: the Core instances of the cluster. Only admins write them. */
export const nodesApi = createEntityApi<Node>('nodes', 'nodes');
