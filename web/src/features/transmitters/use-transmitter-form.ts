import { useTranslation } from 'react-i18next';
import {
  isAlphanumeric,
  transmitterInputSchema,
  transmitterNameSchema,
  type Transmitter,
} from '@dapnet/model';
import { alertForbiddenCharacter, confirmUsageMismatch } from '../../components/dialogs/dialogs';
import {
  positionPoint,
  savedName,
  signedPosition,
  stopOnInvalidPosition,
  useEntityForm,
} from '../../components/form';
import { paths } from '../../lib/paths';
import { useLanguage } from '../session/current-user/use-current-user';
import { transmittersApi } from './api';
import { transmitterBody, transmitterFields } from './transmitter-form-values';
import { useGroupMembership } from './use-group-membership';
import { useUsageMismatchMessage } from './usage-power';

// The name travels in the path, not the body; it is checked with the server's rule for it.
const transmitterFormSchema = transmitterInputSchema.extend({ name: transmitterNameSchema });

/**
 * The transmitter form's state and submit (see useEntityForm): its checks (an alphanumeric auth
 * key, a readable position), the usage confirmation, the save and the groups it joins.
 */
export function useTransmitterForm(record: Transmitter | undefined) {
  const { t } = useTranslation();
  const language = useLanguage();
  const creating = record === undefined;
  const listHref = paths.transmitters.list.href();
  const form = useEntityForm({
    fields: transmitterFields(record, language, t),
    check: async ({ authKey, position }, showErrors) => {
      if (!isAlphanumeric(authKey)) {
        await alertForbiddenCharacter();
        return true;
      }
      return stopOnInvalidPosition(signedPosition(position, language), showErrors);
    },
    body: (values) => transmitterBody(values, record, language),
    schema: transmitterFormSchema,
    confirm: async () => !usageMismatch || confirmUsageMismatch(usageMismatch),
    send: {
      record: transmittersApi,
      creating,
      // A new transmitter goes on to its guide: how to connect its software, then its first login.
      then: creating ? (typed) => paths.transmitters.guide.href(savedName(typed.name)) : listHref,
      onSaved: (_body, saved) => membership.joinGroups(savedName(saved.name)),
    },
  });
  const { values } = form;
  const usageMismatch = useUsageMismatchMessage(values.usage, values.power);
  const membership = useGroupMembership({
    record,
    chosen: values.groups,
    name: values.name,
    position: positionPoint(signedPosition(values.position, language)),
  });

  return { form, usageMismatch, membership, language, creating, listHref };
}
