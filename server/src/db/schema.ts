/**
 * The tables as the query builder sees them, the same on SQLite and PostgreSQL (the migrations
 * of each engine create them: `migrations/sqlite/`, `migrations/postgres/`). Times are
 * milliseconds since the epoch; records are JSON text in the Core's own shape (`doc`).
 */
import type { DeliveryState, MessagePriority, ReceiptKind } from '@dapnet/model';
import type { Generated } from 'kysely';

interface NamedDocument {
  /** The record's lower-case name. */
  name: string;
  doc: string;
}

export interface Schema {
  users: NamedDocument & {
    /** PBKDF2 in the Core's "iterations:salt:hash" format, never served. */
    hash: string;
  };
  callsigns: NamedDocument;
  transmitters: NamedDocument;
  transmitter_groups: NamedDocument;
  rubrics: NamedDocument;
  nodes: NamedDocument;
  calls: { id: Generated<number>; owner_name: string; doc: string };
  news: { rubric_name: string; slot: number; doc: string };
  counters: { name: string; value: number };
  connection_events: { id: Generated<number>; transmitter: string; doc: string };
  health_samples: {
    time: number;
    transmitters_online: number;
    transmitters_total: number;
    calls_total: number;
    calls: number;
  };
  node_health_samples: {
    node: string;
    time: number;
    transmitters_online: number;
    transmitters_total: number;
  };
  liveness: { id: number; checked_at: number };
  login_attempts: {
    kind: 'address' | 'account';
    /** The client address, or the account's stored name. */
    subject: string;
    attempts: number;
    /** When the window's first attempt came. */
    window_start: number;
  };
  deliveries: {
    id: Generated<number>;
    kind: ReceiptKind;
    source_id: number;
    transmitter_name: string;
    ric: number;
    function: number;
    type: number;
    speed: number;
    priority: MessagePriority;
    text: string;
    state: DeliveryState;
    attempts: Generated<number>;
    queued_at: number;
    sent_at: number | null;
    finished_at: number | null;
    node_name: string | null;
  };
  node_leases: { node_name: string; alive_until: number };
  network_jobs: { name: string; last_slot: number };
}

/** The tables that hold named JSON records (`store/document-table.ts`). */
export type DocumentTableName =
  'callsigns' | 'transmitters' | 'transmitter_groups' | 'rubrics' | 'nodes' | 'users';
