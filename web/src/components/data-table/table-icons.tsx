/** Inline icons of the table and its row actions: decorative, labelled by their buttons. */
import { Svg as Icon } from '../icons';

export const RefreshIcon = () => (
  <Icon>
    <path d="M21 12a9 9 0 1 1-2.64-6.36" />
    <path d="M21 3v6h-6" />
  </Icon>
);

export const SortIcon = ({ direction }: { direction: 'asc' | 'desc' | null }) => (
  <Icon size={14}>
    {direction === 'asc' && <path d="m6 15 6-6 6 6" />}
    {direction === 'desc' && <path d="m6 9 6 6 6-6" />}
    {direction === null && <path d="m8 10 4-4 4 4M8 14l4 4 4-4" />}
  </Icon>
);

export const PreviousIcon = () => (
  <Icon>
    <path d="m15 18-6-6 6-6" />
  </Icon>
);

export const NextIcon = () => (
  <Icon>
    <path d="m9 18 6-6-6-6" />
  </Icon>
);

export const EditIcon = () => (
  <Icon>
    <path d="M12 20h9" />
    <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
  </Icon>
);

export const DeleteIcon = () => (
  <Icon>
    <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6" />
  </Icon>
);

export const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);

/** A plug: how to connect the row's transmitter software (its guide page). */
export const ConnectIcon = () => (
  <Icon>
    <path d="M9 2v5M15 2v5M6 7h12v4a6 6 0 0 1-12 0ZM12 17v5" />
  </Icon>
);

/** A pulse line: the row's live monitoring. */
export const MonitorIcon = () => (
  <Icon>
    <path d="M3 12h4l3-8 4 16 3-8h4" />
  </Icon>
);

export const RubricsIcon = () => (
  <Icon>
    <path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5Z" />
    <path d="M4 19.5V21h16" />
  </Icon>
);

export const ExportIcon = () => (
  <Icon>
    <path d="M12 3v12" />
    <path d="m7 10 5 5 5-5" />
    <path d="M5 21h14" />
  </Icon>
);

/** Two arrows going round: do it again. */
export const SendAgainIcon = () => (
  <Icon>
    <path d="M17 2l4 4-4 4" />
    <path d="M3 11V10a4 4 0 0 1 4-4h14" />
    <path d="M7 22l-4-4 4-4" />
    <path d="M21 13v1a4 4 0 0 1-4 4H3" />
  </Icon>
);
