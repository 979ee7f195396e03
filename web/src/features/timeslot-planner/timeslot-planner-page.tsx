import { ButtonLink } from '../../components/ui/button';
import layout from '../../components/ui/layout.module.css';
import { useQuery } from '@tanstack/react-query';
import { includesName, type TransmitterGroup } from '@dapnet/model';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorBanner } from '../../components/page/error-banner';
import { SelectField } from '../../components/form';
import { PageTitle } from '../../components/page/page-title';
import { listErrorMessage } from '../../lib/messages/error-messages';
import { formatNumber } from '../../lib/format';
import { paths } from '../../lib/paths';
import { AREA_PARAM, GROUP_PARAM, parseArea } from '../../lib/timeslots/timeslot-links';
import { clashesByCell, findClashes, plannedTransmitter } from '../../lib/timeslots/timeslot-plan';
import { useLanguage } from '../session/current-user/use-current-user';
import { transmitterGroupsApi } from '../transmitter-groups/api';
import { transmittersApi } from '../transmitters/api';
import { ClashList, CoverageProblems } from './planner-findings';
import { transmittersInView, type PlannerSelection } from './planner-view';
import { MatrixLegend, SlotMatrix } from './slot-matrix';
import styles from './timeslot-planner.module.css';

/** The group named in the address, in the spelling the Core stores. */
function selectionOf(params: URLSearchParams, groups: readonly TransmitterGroup[] | undefined) {
  const group = params.get(GROUP_PARAM);
  if (group) {
    const stored = groups?.find((item) => includesName([item.name], group))?.name;
    return { kind: 'group', name: stored ?? group } satisfies PlannerSelection;
  }
  const area = parseArea(params.get(AREA_PARAM));
  return area ? ({ kind: 'area', area } satisfies PlannerSelection) : ({ kind: 'none' } as const);
}

/**
 * /transmitters/timeslots: the 16 slots against the transmitters of a group (`?group=`) or of a
 * map area (`?area=`, from the map), with every pair that shares a slot where their predicted
 * areas meet flagged and listed. Reads only /transmitters and /transmitterGroups, so it works
 * against a real Core.
 */
export function TimeslotPlannerPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const transmitters = useQuery(transmittersApi.listQuery());
  const groups = useQuery(transmitterGroupsApi.listQuery());
  const selection = useMemo(() => selectionOf(params, groups.data), [params, groups.data]);

  const inView = useMemo(
    () =>
      transmitters.data && groups.data
        ? transmittersInView(selection, transmitters.data, groups.data)
        : undefined,
    [selection, transmitters.data, groups.data],
  );
  const planned = useMemo(() => inView?.map(plannedTransmitter), [inView]);
  const clashes = useMemo(() => (planned ? findClashes(planned) : []), [planned]);
  const overlaps = useMemo(() => clashesByCell(clashes), [clashes]);

  const chooseGroup = (name: string | null) =>
    setParams(name ? { [GROUP_PARAM]: name } : {}, { preventScrollReset: true });
  const number = formatNumber(planned?.length ?? 0, language);
  const error = transmitters.error ?? groups.error;

  return (
    <div className={layout.pageWide}>
      <PageTitle />
      <p>{t('timeslotPlanner.intro')}</p>
      <ErrorBanner message={error ? listErrorMessage(error) : null} />
      <div className={styles.controls}>
        <div className={styles.picker}>
          <SelectField
            label={t('timeslotPlanner.group')}
            options={groups.data?.map((group) => group.name) ?? []}
            value={selection.kind === 'group' ? selection.name : null}
            onChange={chooseGroup}
            required={false}
          />
        </div>
        <ButtonLink to={paths.transmitters.map.href()} variant="default">
          {t('timeslotPlanner.chooseOnMap')}
        </ButtonLink>
      </div>
      {selection.kind === 'none' && <p>{t('timeslotPlanner.chooseHint')}</p>}
      {selection.kind === 'area' && <p>{t('timeslotPlanner.areaShown', { number })}</p>}
      {selection.kind === 'group' && inView === undefined && groups.data && (
        <p>{t('timeslotPlanner.unknownGroup', { name: selection.name })}</p>
      )}
      {selection.kind === 'group' && planned && (
        <p>{t('timeslotPlanner.groupShown', { number, name: selection.name })}</p>
      )}
      {planned && planned.length > 0 && (
        <>
          <SlotMatrix transmitters={planned} overlaps={overlaps} />
          <MatrixLegend />
          <ClashList clashes={clashes} />
          <CoverageProblems transmitters={planned} />
        </>
      )}
    </div>
  );
}
