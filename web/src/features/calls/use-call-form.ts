import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { callInputSchema } from '@dapnet/model';
import { confirmEmergencyCall } from '../../components/dialogs/dialogs';
import { useEntityForm } from '../../components/form';
import { isAllGroup } from '../../lib/distribution';
import { paths } from '../../lib/paths';
import { useDistribution } from '../session/use-distribution';
import { useUserSettings } from '../session/use-user-settings';
import { CALLS_KEY, sendCall } from './api';
import { readSendAgain } from './send-again';

/**
 * The new-call form's state and submit (see useEntityForm), for the user of that name whose
 * messages start with `prefix`. It starts with the user's pinned groups, or with the call they
 * chose to send again; what is typed is kept as a draft in this browser until it is sent or
 * discarded. The distribution (the groups picker's lists and pins, the reach question) comes
 * with it, since the form and its test page both ask it.
 */
export function useCallForm(userName: string, prefix: string) {
  const { t } = useTranslation();
  const distribution = useDistribution();
  const { settings } = useUserSettings();
  const again = readSendAgain(useLocation().state);
  const form = useEntityForm({
    draft: { form: 'call', user: userName, fresh: again !== null },
    fields: {
      text: {
        initial: prefix + (again?.text ?? ''),
        label: t('calls.fields.message'),
        // The sender prefix alone is no message.
        filled: ({ text }) => text.slice(prefix.length),
      },
      callSignNames: {
        initial: again?.callSignNames ?? [],
        label: t('calls.fields.subscribers'),
      },
      transmitterGroupNames: {
        // Groups the network no longer has are dropped by the picker once it knows them.
        initial:
          again?.transmitterGroupNames ??
          settings.groupChoices.pinned.filter((name) => !isAllGroup(name)),
        label: t('calls.fields.transmitterGroups'),
      },
      emergency: { initial: false },
    },
    body: (values) => values,
    schema: callInputSchema,
    // First how far it goes, then (for an emergency) the last word before it goes on air.
    confirm: async ({ emergency, callSignNames, transmitterGroupNames }) =>
      (await distribution.confirmReach(transmitterGroupNames)) &&
      (!emergency || confirmEmergencyCall(callSignNames, transmitterGroupNames)),
    send: {
      request: async (call) => {
        const sent = await sendCall(call);
        distribution.remember(call.transmitterGroupNames);
        return sent;
      },
      invalidate: CALLS_KEY,
      then: paths.calls.list.href(),
    },
  });
  return { form, distribution };
}
