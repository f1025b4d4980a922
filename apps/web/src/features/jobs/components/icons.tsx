// Small line icons of the board.
import { lineIcon } from '../../../shared/ui/line-icon.tsx';

export const PinIcon = lineIcon(
  <path d="M15 4.5 19.5 9l-3.5 3.5-1 4-7.5-7.5 4-1z" />,
  <path d="m9 15-4.5 4.5" />,
);

export const PaperclipIcon = lineIcon(
  <path d="m15 7-6.5 6.5a1.5 1.5 0 0 0 3 3L18 10a3 3 0 0 0-6-6l-6.5 6.5a4.5 4.5 0 0 0 9 9L21 13" />,
);

// The dots draw with a bolder stroke than the lines.
export const GripIcon = lineIcon(
  <path d="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01" strokeWidth={2.5} />,
);

export const DotsIcon = lineIcon(<path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth={2.5} />);

export const CalendarIcon = lineIcon(
  <rect x="4" y="5" width="16" height="16" rx="2" />,
  <path d="M16 3v4M8 3v4M4 11h16" />,
);

export const ClockIcon = lineIcon(<circle cx="12" cy="12" r="9" />, <path d="M12 7v5l3 2" />);

export const SearchIcon = lineIcon(<circle cx="10" cy="10" r="7" />, <path d="m21 21-6-6" />);

export const PlusIcon = lineIcon(<path d="M12 5v14M5 12h14" />);

export const MapPinIcon = lineIcon(
  <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />,
  <circle cx="12" cy="10" r="2.5" />,
);

export const DownloadIcon = lineIcon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);

export const ArrowRightIcon = lineIcon(<path d="M5 12h14M13 6l6 6-6 6" />);

export const TrashIcon = lineIcon(<path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />);

export const PencilIcon = lineIcon(<path d="M4 20h4L19 9l-4-4L4 16z" />);

export const LinkIcon = lineIcon(
  <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1" />,
  <path d="M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />,
);
