import type { Node } from '@dapnet/model';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NodeStatus } from '../../components/records/node-status';
import { nodeAddressText } from './node-columns';
import styles from './node-facts.module.css';

/** What the Core's API tells about a node (status, address, version, owners), read again live. */
export function NodeFacts({ node }: { node: Node }) {
  const { t } = useTranslation();
  const facts: [string, ReactNode][] = [
    [t('nodes.fields.status'), <NodeStatus status={node.status} />],
    [t('nodes.fields.address'), nodeAddressText(node)],
    [t('nodes.fields.version'), node.version || '---'],
    [t('nodes.fields.owners'), node.ownerNames.join(', ') || '---'],
  ];
  return (
    <>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.note}>{t('monitoring.pollHint')}</p>
    </>
  );
}
