import {
  ERROR_CODES,
  isAlphanumeric,
  transmitterInputSchema,
  transmitterNameSchema,
  type TransmitterInput,
  type TransmitterStatus,
} from '@dapnet/model';
import type { FastifyInstance } from 'fastify';
import { requireLevel, requireWriteAccess, seesFullView } from '../../auth/access.js';
import { deleteTransmitter } from '../../domain/cascades.js';
import { checkNames } from '../../domain/references.js';
import { ApiError, notFound } from '../../http/api-error.js';
import { readJsonObject } from '../../http/body.js';
import { nameViolations, pathName, sendWritten } from '../../http/request.js';
import { sendJsonBody } from '../../http/conditional-get.js';
import { resource } from '../../http/resource.js';
import { transmitterListView, transmitterView } from '../../http/views.js';
import { validateBody } from '../../http/violations.js';
import type { Store, TransmitterRecord } from '../../store/store.js';
import type { PagingEvents } from '../../paging/paging-events.js';

/**
 * The status after an edit. The Core forces OFFLINE on every PUT unless the body says DISABLED,
 * which silently re-enables disabled transmitters; we keep the current status unless the body
 * disables the transmitter or explicitly asks a disabled one to come back.
 */
export function statusAfterEdit(
  current: TransmitterStatus | undefined,
  requested: TransmitterStatus | undefined,
): TransmitterStatus {
  if (requested === 'DISABLED') return 'DISABLED';
  if (current === undefined) return 'OFFLINE';
  if (current === 'DISABLED') return requested === undefined ? 'DISABLED' : 'OFFLINE';
  return current;
}

function toRecord(
  name: string,
  input: TransmitterInput,
  existing: TransmitterRecord | undefined,
): TransmitterRecord {
  // Runtime fields belong to the live connection, which an edit does not change here.
  return {
    name,
    authKey: input.authKey,
    longitude: input.longitude,
    latitude: input.latitude,
    power: input.power,
    nodeName: existing?.nodeName ?? null,
    address: existing?.address ?? null,
    timeSlot: input.timeSlot,
    ownerNames: input.ownerNames,
    deviceType: existing?.deviceType ?? null,
    deviceVersion: existing?.deviceVersion ?? null,
    callCount: existing?.callCount ?? 0,
    status: statusAfterEdit(existing?.status as TransmitterStatus | undefined, input.status),
    antennaAboveGroundLevel: input.antennaAboveGroundLevel,
    antennaType: input.antennaType,
    antennaDirection: input.antennaDirection,
    antennaGainDbi: input.antennaGainDbi,
    lastUpdate: new Date().toISOString(),
    usage: input.usage,
    identificationAddress: input.identificationAddress,
    lastConnected: existing?.lastConnected ?? null,
    connectedSince: existing?.connectedSince ?? null,
  };
}

/**
 * /transmitters: public list; auth keys only for owners and admins. An edit or delete drops the
 * transmitter's live session, as the Core does; the transmitter then connects with what changed.
 */
export function transmitterRoutes(app: FastifyInstance, store: Store, paging: PagingEvents): void {
  resource(app, '/transmitters', {
    GET: async (request, reply) => {
      const { caller } = request;
      if (caller?.admin) return sendJsonBody(reply, await store.transmitters.listJson());
      // Each user sees their own transmitters' addresses, so each has their own cached list
      // (and ETag); visitors share one.
      const key = caller ? `restricted:${caller.name}` : 'restricted';
      return sendJsonBody(
        reply,
        await store.transmitters.listViewJson(key, (record) => transmitterListView(record, caller)),
      );
    },
  });

  resource(app, '/transmitters/:name', {
    GET: async (request) => {
      const record = await store.transmitters.get(pathName(request));
      if (!record) throw notFound();
      return transmitterView(
        record,
        seesFullView(requireLevel(request.caller, 'EVERYBODY', record)),
      );
    },
    PUT: async (request, reply) => {
      const name = pathName(request);
      const existing = await store.transmitters.get(name);
      requireWriteAccess(request.caller, existing);
      const body = readJsonObject(request);
      // The Core refuses auth keys with anything but letters and digits with 406.
      if (typeof body.authKey === 'string' && !isAlphanumeric(body.authKey)) {
        throw new ApiError(ERROR_CODES.notAcceptable);
      }
      const input = await validateBody(transmitterInputSchema, body, async (transmitter) => [
        ...nameViolations(name, transmitterNameSchema),
        ...(await checkNames(transmitter.ownerNames, store.users, 'ValidOwnerNames', 'ownerNames')),
      ]);
      const record = toRecord(name, input, existing);
      await store.transaction(() => store.transmitters.put(record));
      paging.transmitterChanged(name);
      return sendWritten(request, reply, !existing, record);
    },
    DELETE: async (request) => {
      const name = pathName(request);
      const existing = await store.transmitters.get(name);
      requireLevel(request.caller, existing ? 'OWNER_ONLY' : 'ADMIN_ONLY', existing);
      if (!existing) throw notFound();
      await store.transaction(() => deleteTransmitter(store, name));
      paging.transmitterChanged(name);
      return existing;
    },
  });
}
