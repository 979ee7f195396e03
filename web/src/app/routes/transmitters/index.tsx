/** The transmitters' standard pages: list, new and edit (lib/entities.ts declares them). */
import { ButtonLink } from '../../../components/ui/button';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OverviewPage } from '../../../components/overview-page/overview-page';
import { transmittersApi } from '../../../features/transmitters/api';
import { DeviceChart } from '../../../features/transmitters/device-chart';
import { MailAllButton } from '../../../features/users/mail-all-button';
import { useOwnersForMail } from '../../../features/users/use-owners-for-mail';
import { ownerAddresses } from '../../../lib/records/owner-mail';
import {
  countTransmitters,
  type OnlineCount,
} from '../../../features/transmitters/status/transmitter-stats';
import { TransmittersTable } from '../../../features/transmitters/transmitters-table';
import { useSession } from '../../../features/session/session-store';
import { formatNumber } from '../../../lib/format';
import type { Language } from '../../../lib/languages';
import { polled } from '../../../lib/live-events/live-state';
import { paths } from '../../../lib/paths';
import { TransmitterRecord } from '../../../features/transmitters/transmitter-record';
import { lazyForm } from '../../../components/page/lazy-form';

const ratio = ({ online, total }: OnlineCount, language: Language) =>
  `${formatNumber(online, language)}/${formatNumber(total, language)}`;

export function List() {
  const { t } = useTranslation();
  const user = useSession((state) => state.user)!;
  const language = useSession((state) => state.language);
  // Statuses change on their own: read again every half minute while the page is visible.
  const transmitters = useQuery(polled(transmittersApi.listQuery()));
  const owners = useOwnersForMail(user.admin);
  const counts = transmitters.data && countTransmitters(transmitters.data);
  return (
    <OverviewPage
      actions={
        user.admin && (
          <>
            <ButtonLink to={paths.transmitters.new.href()}>{t('transmitters.new')}</ButtonLink>
            {transmitters.data && owners.users && (
              <MailAllButton
                addresses={ownerAddresses(
                  transmitters.data.flatMap((transmitter) => transmitter.ownerNames),
                  owners.users,
                )}
                subject={t('transmitters.mailSubjectAll')}
                label={t('transmitters.mailAll')}
              />
            )}
          </>
        )
      }
      statistics={
        counts && [
          { label: t('transmitters.stats.widerange'), value: ratio(counts.widerange, language) },
          { label: t('transmitters.stats.personal'), value: ratio(counts.personal, language) },
          { label: t('transmitters.stats.all'), value: ratio(counts.all, language) },
        ]
      }
      aside={
        <>
          {transmitters.data && <DeviceChart transmitters={transmitters.data} />}
          <p>{t('transmitters.info.overview')}</p>
        </>
      }
    >
      <TransmittersTable
        transmitters={owners.rowsReady ? transmitters.data : undefined}
        users={owners.users}
        error={transmitters.error}
        refreshing={transmitters.isFetching}
        onRefresh={() => void transmitters.refetch()}
      />
    </OverviewPage>
  );
}

/** Loads with the new and edit pages: the list does without it. */
const TransmitterForm = lazyForm(() =>
  import('../../../features/transmitters/transmitter-form').then(
    (module) => module.TransmitterForm,
  ),
);

/** Admins only: the router's guard (lib/entities.ts) shows everybody else the permission message. */
export function New() {
  return <TransmitterForm />;
}

export function Edit() {
  const { id = '' } = useParams();
  return (
    <TransmitterRecord name={id}>
      {(transmitter) => <TransmitterForm key={transmitter.name} record={transmitter} />}
    </TransmitterRecord>
  );
}
