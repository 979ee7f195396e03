import { useQuery } from '@tanstack/react-query';
import { formatRic } from '@dapnet/model';
import { FormWarnings } from '../../components/form';
import { useCurrentUser } from '../session/current-user/use-current-user';
import { subscribersApi } from './api';
import { findDuplicateRics, ricsOfLines } from './duplicate-rics';

interface DuplicateRicWarningProps {
  /** The RIC lines as typed. */
  ricLines: string;
  /** The subscriber being edited (saved form), whose own RICs are not duplicates. */
  ownName: string;
}

/**
 * Names, as the RICs are typed, the subscriber that already has one of them, so a typo is seen
 * before saving (the save still asks, see useDuplicateRicCheck). Only admins' lists carry
 * pagers: for everybody else there is nothing to compare, and nothing is shown.
 */
export function DuplicateRicWarning({ ricLines, ownName }: DuplicateRicWarningProps) {
  const { admin } = useCurrentUser();
  const subscribers = useQuery({ ...subscribersApi.listQuery(), enabled: admin });
  const duplicates = subscribers.data
    ? findDuplicateRics(ricsOfLines(ricLines), subscribers.data, ownName)
    : [];
  return (
    <FormWarnings
      messages={duplicates.map(({ ric, subscriber }) => [
        `${ric}-${subscriber}`,
        { key: 'subscribers.duplicateRic', values: { ric: formatRic(ric), subscriber } },
      ])}
    />
  );
}
