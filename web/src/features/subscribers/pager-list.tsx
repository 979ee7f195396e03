import { formatRic, type Subscriber } from '@dapnet/model';
import { HIDDEN_PAGERS } from './pager-summary';
import styles from './pager-list.module.css';

/**
 * A subscriber's pagers in the overview, one per line: the RIC and that pager's name side by
 * side in a grid, so a name that wraps stays beside its own RIC and the next pager starts below.
 */
export function PagerList({ pagers }: Pick<Subscriber, 'pagers'>) {
  if (!pagers) return HIDDEN_PAGERS;
  return (
    <dl className={styles.pagers}>
      {pagers.map((pager, index) => (
        <div key={index} className={styles.pager}>
          <dt className={styles.ric}>{formatRic(pager.number)}</dt>
          <dd className={styles.name}>{pager.name}</dd>
        </div>
      ))}
    </dl>
  );
}
