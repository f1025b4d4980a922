import { TOAST_OPTIONS } from '@hirelane/contract/constants';
import { useComputedColorScheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';

/**
 * Where the board's "Add job" floats at the bottom right (a phone or a narrow window, up to 48em):
 * the toasts go above it, centred, so neither covers the other.
 */
const NARROW = '(max-width: 48em)';
/** A gap from the screen's edge, plus the edge's safe-area inset in the installed app (0 elsewhere). */
const fromEdge = (px: number, edge: 'bottom' | 'left' | 'right') =>
  `calc(${px}px + env(safe-area-inset-${edge}, 0px))`;
/** The band the floating "Add job" takes (the board keeps 5rem under its last line for it). */
const ABOVE_FLOATING_BUTTON = 'calc(5rem + env(safe-area-inset-bottom, 0px))';
const WIDE_OFFSET = { bottom: fromEdge(16, 'bottom'), right: fromEdge(16, 'right') };
const NARROW_OFFSET = {
  bottom: ABOVE_FLOATING_BUTTON,
  right: fromEdge(8, 'right'),
  left: fromEdge(8, 'left'),
};

type Scheme = 'light' | 'dark';
type Kind = 'success' | 'info' | 'warning' | 'error';

/**
 * The rich toasts' text and fill, at least 4.5:1 in both schemes (sonner's own light ones are
 * about 4.3:1). The borders stay sonner's.
 */
export const TOAST_COLOURS: Record<Scheme, Record<Kind, { text: string; bg: string }>> = {
  light: {
    success: { text: '#007a29', bg: '#ecfdf3' },
    info: { text: '#0062c4', bg: '#f0f8ff' },
    warning: { text: '#9a5204', bg: '#fffcf0' },
    error: { text: '#c40000', bg: '#fff0f0' },
  },
  dark: {
    success: { text: '#59f3a6', bg: '#001f0f' },
    info: { text: '#5896f3', bg: '#000d1f' },
    warning: { text: '#f3cf58', bg: '#1d1f00' },
    error: { text: '#ff9ea1', bg: '#2d0607' },
  },
};

/** The colours as the CSS variables sonner's toaster reads (set on it, they win over its style sheet). */
const colourVariables = (scheme: Scheme): CSSProperties =>
  Object.fromEntries(
    Object.entries(TOAST_COLOURS[scheme]).flatMap(([kind, { text, bg }]) => [
      [`--${kind}-text`, text],
      [`--${kind}-bg`, bg],
    ]),
  );

/**
 * 5 s, Alt+T moves focus to the toasts. At the bottom, clear of the app bar (language switch,
 * account menu and its menu) and of the page's own buttons at its top: bottom right on a wide
 * screen, above the floating "Add job" on a narrow one. Stacked compactly (one card deep, the newest
 * in front, three at most), so a pile of toasts never covers a control; hovering or focusing them
 * spreads them out.
 */
export function AppToaster() {
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const colorScheme = useComputedColorScheme('light');
  const narrow = useMediaQuery(NARROW, false, { getInitialValueInEffect: false });
  return (
    <Toaster
      position={narrow ? TOAST_OPTIONS.narrowPosition : TOAST_OPTIONS.position}
      duration={TOAST_OPTIONS.duration}
      hotkey={[...TOAST_OPTIONS.hotkey]}
      theme={colorScheme}
      style={colourVariables(colorScheme)}
      offset={narrow ? NARROW_OFFSET : WIDE_OFFSET}
      mobileOffset={NARROW_OFFSET}
      expand={false}
      visibleToasts={3}
      gap={8}
      richColors
      closeButton
      {...(ready ? { containerAriaLabel: t('toasts') } : {})}
    />
  );
}
