import { useQuery, useQueryClient } from '@tanstack/react-query';
import { mayChange, type Transmitter } from '@dapnet/model';
import { showErrorDialog } from '../../components/dialogs/dialogs';
import { useViewer } from '../session/current-user/permissions';
import { transmitterGroupsApi } from '../transmitter-groups/api';
import { transmittersApi } from './api';
import { groupChoices, groupsOf, membershipChanges } from './group-membership';

interface GroupMembershipInput {
  /** The transmitter being edited; absent when creating one. */
  record: Transmitter | undefined;
  /** The groups as chosen in the form; undefined until the user changes them. */
  chosen: string[] | undefined;
  /** The name and place typed so far: the choices offer the groups nearby first. */
  name: string;
  position: { latitude: number; longitude: number } | null;
}

/**
 * The transmitter groups a transmitter form puts it in: the groups it joins, the choices offered,
 * and the writes to the group records once the transmitter is saved.
 */
export function useGroupMembership({ record, chosen, name, position }: GroupMembershipInput) {
  const groups = useQuery(transmitterGroupsApi.listQuery());
  const transmitters = useQuery(transmittersApi.listQuery());
  const viewer = useViewer();
  const queryClient = useQueryClient();

  // As chosen, else the groups that list it, else for a new transmitter `all` when the user may
  // add to it (calls to `all` should reach it).
  const chosenGroups =
    chosen ??
    (!groups.data
      ? []
      : record
        ? groupsOf(groups.data, record.name)
        : groups.data
            .filter((group) => group.name === 'all' && mayChange(group, viewer))
            .map((group) => group.name));
  const choices =
    groups.data &&
    groupChoices({
      groups: groups.data,
      transmitters: transmitters.data ?? [],
      name,
      position,
      viewer,
      chosen: chosenGroups,
    });

  /**
   * Once the transmitter is saved: the group records that change. A failure here leaves the
   * transmitter saved, so it is shown and the form goes on (saving again would find the name
   * taken); the group can be changed on its own page.
   */
  const joinGroups = async (savedName: string) => {
    if (!groups.data) return;
    const changes = membershipChanges(groups.data, savedName, chosenGroups);
    try {
      for (const { name: groupName, ...group } of changes) {
        await transmitterGroupsApi.put(groupName, group);
      }
    } catch (error) {
      await showErrorDialog(error);
    }
    if (changes.length > 0) {
      await queryClient.invalidateQueries({ queryKey: [transmitterGroupsApi.key] });
    }
  };

  return { chosenGroups, choices, joinGroups };
}
