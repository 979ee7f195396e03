import { useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmWideReach } from '../../components/dialogs/dialogs';
import {
  isWideReach,
  reachNumbers,
  reachOf,
  rememberChosen,
  togglePinned,
  type Reach,
} from '../../lib/distribution';
import { useLanguage } from './current-user/use-current-user';
import { useUserSettings } from './use-user-settings';
import { transmitterGroupsApi } from '../transmitter-groups/api';
import { transmittersApi } from '../transmitters/api';

/**
 * What a form with transmitter groups (a call, a rubric) needs for its GroupsPicker: the
 * network's groups and transmitters and the user's pins; the choice remembered once it has been
 * sent or saved; and the second thought before a call reaches most of the network. Here, with
 * the user's settings, because both the calls and the rubrics feature use it.
 */
export function useDistribution() {
  const queryClient = useQueryClient();
  const language = useLanguage();
  const groups = useQuery(transmitterGroupsApi.listQuery());
  const transmitters = useQuery(transmittersApi.listQuery());
  const { settings, update } = useUserSettings();

  const pickerProps = {
    groups: groups.data,
    transmitters: transmitters.data,
    choices: settings.groupChoices,
    onTogglePin: (name: string) =>
      update((current) => ({
        ...current,
        groupChoices: togglePinned(current.groupChoices, name),
      })),
    language,
  };

  const remember = (chosen: readonly string[]) =>
    update((current) => ({
      ...current,
      groupChoices: rememberChosen(current.groupChoices, chosen),
    }));

  /** True when the call may go: it does not reach most of the network, or the user confirmed. */
  const confirmReach = async (chosen: readonly string[]): Promise<boolean> => {
    const reach = await currentReach(chosen);
    if (!isWideReach(chosen, reach)) return true;
    return confirmWideReach(reach && reachNumbers(reach, language));
  };

  // The lists are usually cached already; a failed read leaves the numbers out, not the question.
  const currentReach = async (chosen: readonly string[]): Promise<Reach | undefined> => {
    try {
      const [allGroups, allTransmitters] = await Promise.all([
        queryClient.ensureQueryData(transmitterGroupsApi.listQuery()),
        queryClient.ensureQueryData(transmittersApi.listQuery()),
      ]);
      return reachOf(chosen, allGroups, allTransmitters);
    } catch {
      return undefined;
    }
  };

  return { pickerProps, remember, confirmReach };
}
