// Small line icons of the videos screen.
import { lineIcon } from '../../../shared/ui/line-icon.tsx';

export const CameraIcon = lineIcon(
  <path d="m16 10 5-3v10l-5-3" />,
  <rect x="3" y="6" width="13" height="12" rx="2" />,
);

export const UploadIcon = lineIcon(
  <path d="M12 15V4" />,
  <path d="m7 9 5-5 5 5" />,
  <path d="M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3" />,
);

export const PlayIcon = lineIcon(<path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />);
