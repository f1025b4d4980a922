import type { Plan } from '@hirelane/contract/constants';

export type NavItem = {
  to: string;
  labelKey: 'nav.board' | 'nav.myCv' | 'nav.letters' | 'nav.videos';
  /** Shown only to these roles, matching the route's guard. */
  roles?: readonly Plan[];
  /** Other addresses whose pages belong to this destination (and so mark it as the current one). */
  also?: readonly string[];
};

/** Only Premium may use /my-videos. */
export const VIDEOS_ROLES: readonly Plan[] = ['Premium'];

/** The destinations of the app. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.board' },
  // The video script is one of the CV's tabs, at an address of its own.
  { to: '/my-cv', labelKey: 'nav.myCv', also: ['/video-script'] },
  { to: '/letters', labelKey: 'nav.letters' },
  { to: '/my-videos', labelKey: 'nav.videos', roles: VIDEOS_ROLES },
];
