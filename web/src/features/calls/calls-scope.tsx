import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SegmentedChoice } from '../../components/ui/segmented-choice';

export type CallsScope = 'all' | 'mine';

const SCOPE_PARAM = 'show';

/** Which calls /calls lists, from the address (`?show=mine`), so a view can be shared. */
export function useCallsScope(): [CallsScope, (scope: CallsScope) => void] {
  const [params, setParams] = useSearchParams();
  const scope: CallsScope = params.get(SCOPE_PARAM) === 'mine' ? 'mine' : 'all';
  const setScope = (next: CallsScope) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'mine') changed.set(SCOPE_PARAM, 'mine');
        else changed.delete(SCOPE_PARAM);
        // Another list starts on its first page.
        changed.delete('page');
        return changed;
      },
      { preventScrollReset: true },
    );
  return [scope, setScope];
}

/** "All calls" or "sent by me": for admins, who otherwise see every call of the network. */
export function CallsScopeSwitch({
  scope,
  onChange,
}: {
  scope: CallsScope;
  onChange: (scope: CallsScope) => void;
}) {
  const { t } = useTranslation();
  return (
    <SegmentedChoice
      label={t('calls.scope.label')}
      value={scope}
      onChange={onChange}
      choices={[
        { value: 'all', label: t('calls.scope.all') },
        { value: 'mine', label: t('calls.scope.mine') },
      ]}
      fullWidth
    />
  );
}
