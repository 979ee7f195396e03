/** The calls' list (lib/entities.ts declares it; a new call has its own module, new.tsx). */
import { ButtonLink } from '../../../components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { OverviewPage } from '../../../components/overview-page/overview-page';
import { arrivingCallsQuery } from '../../../features/calls/api';
import { CallsScopeSwitch, useCallsScope } from '../../../features/calls/calls-scope';
import { CallsTable } from '../../../features/calls/calls-table';
import { NewCallsAnnouncement } from '../../../features/calls/new-calls-announcement';
import { useSession } from '../../../features/session/session-store';
import { formatNumber } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { callsShown } from './index.data';

export function List() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user)!;
  const language = useSession((state) => state.language);
  // Admins see every call, or only their own; everybody else sees their own (spec section 6).
  const [scope, setScope] = useCallsScope();
  // The query the page declares as its first data (index.data.ts).
  const shown = callsShown(user, scope);
  const calls = useQuery(shown);
  // The newest calls, while a network's worth of older ones is still arriving.
  const arriving = useQuery({ ...arrivingCallsQuery(shown), enabled: !calls.data });
  // Counted once per list, not on each render (every key typed into the search is one).
  const emergencies = useMemo(
    () => calls.data?.filter((call) => call.emergency).length,
    [calls.data],
  );
  return (
    <OverviewPage
      actions={
        <>
          <ButtonLink to={paths.calls.new.href()}>{t('calls.new')}</ButtonLink>
          {user.admin && <CallsScopeSwitch scope={scope} onChange={setScope} />}
        </>
      }
      statistics={
        calls.data && [
          { label: t('calls.stats.emergency'), value: formatNumber(emergencies ?? 0, language) },
          { label: t('calls.stats.total'), value: formatNumber(calls.data.length, language) },
        ]
      }
    >
      <CallsTable
        calls={calls.data ?? arriving.data}
        partial={!calls.data && arriving.data !== undefined}
        error={calls.error}
        refreshing={calls.isFetching}
        onRefresh={() => void calls.refetch()}
      />
      <NewCallsAnnouncement calls={calls.data} />
    </OverviewPage>
  );
}
