import { NodeForm } from '../../../features/nodes/node-form';

/** Admins only: the router's guard (lib/entities.ts) shows everybody else the permission message. */
export default function NewNodeRoute() {
  return <NodeForm />;
}
