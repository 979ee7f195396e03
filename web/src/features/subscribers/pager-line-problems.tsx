import { useTranslation } from 'react-i18next';
import { useMessage } from '../../lib/messages/use-message';
import type { PagerLineProblem } from './pager-lines';
import styles from './subscriber-form.module.css';

/** Why the RIC lines and name lines do not make pagers, one item per problem. */
export function PagerLineProblems({ problems }: { problems: readonly PagerLineProblem[] }) {
  const { t } = useTranslation();
  const text = useMessage();
  if (problems.length === 0) return null;
  return (
    <div role="alert" className={styles.problems}>
      <p className={styles.problemsTitle}>{t('subscribers.lines.title')}</p>
      <ul className={styles.problemList}>
        {problems.map((problem, index) => (
          <li key={index}>
            {'message' in problem
              ? text(problem.message)
              : t(
                  problem.field === 'ric'
                    ? 'subscribers.lines.ricRule'
                    : 'subscribers.lines.nameRule',
                  {
                    line: problem.line,
                    rule: text(problem.rule),
                  },
                )}
          </li>
        ))}
      </ul>
    </div>
  );
}
