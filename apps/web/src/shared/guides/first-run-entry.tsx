import { Box, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type FirstRun, useFirstRun } from './first-run.ts';
import { overlayOpen, SCREEN_PATHS, STEP_PLACES, screenAt } from './first-run-steps.ts';

let focusOnShow = false;

/** The next time the entry shows, it takes the focus: a hint left for later hands it on. */
export function focusEntryWhenShown(): void {
  focusOnShow = true;
}

const takeFocusIfHanded = (button: HTMLButtonElement | null) => {
  if (!button || !focusOnShow) return;
  focusOnShow = false;
  button.focus();
};

/** Shows the next step's screen, turning the path back on if it was left for later or off. */
export function useResumeFirstRun(firstRun: FirstRun): () => void {
  const navigate = useNavigate();
  return () => {
    const next = firstRun.progress?.next;
    if (firstRun.state !== 'on') firstRun.setState('on');
    if (next) void navigate(SCREEN_PATHS[STEP_PLACES[next].screen]);
  };
}

/**
 * The header's small "Getting started · n of m" button, while the path is not finished and not
 * turned off, and its next hint is not on screen: it leads to that hint (resuming the path).
 */
export function FirstRunEntry() {
  const { t } = useTranslation('guides');
  const { pathname, search } = useLocation();
  const firstRun = useFirstRun();
  const resume = useResumeFirstRun(firstRun);
  const { state, progress } = firstRun;
  if (!state || state === 'off' || !progress?.next) return null;
  const hintShown =
    state === 'on' && screenAt(pathname) === STEP_PLACES[progress.next].screen && !overlayOpen(search);
  if (hintShown) return null;
  const counts = { done: progress.done, total: progress.total };
  return (
    <Button
      size="compact-sm"
      variant="light"
      onClick={resume}
      aria-label={t('entry.label', counts)}
      ref={takeFocusIfHanded}
    >
      <Box component="span" visibleFrom="xs">
        {t('entry.text', counts)}
      </Box>
      <Box component="span" hiddenFrom="xs">
        {t('entry.short', counts)}
      </Box>
    </Button>
  );
}
