import type { FirstRunStep } from '@hirelane/contract/guides';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useFirstRun } from './first-run.ts';
import { focusEntryWhenShown } from './first-run-entry.tsx';
import { type FirstRunScreen, overlayOpen, STEP_PLACES, type StepAction } from './first-run-steps.ts';

export type FirstRunHintProps = {
  screen: FirstRunScreen;
  /** What the screen shows when no hint does (a new board's "save your first job"). */
  fallback?: ReactNode;
};

/**
 * The first-run path's hint for `screen`: the next step's, when that step is taken here, the path
 * is on and no drawer or dialog is open. It sits in the page (never over its controls), one at a
 * time; "Mark as done" moves to the next step, "Not now" leaves the path for later (the
 * "Getting started" entry resumes it) and "Don't show again" turns it off.
 */
export function FirstRunHint({ screen, fallback = null }: FirstRunHintProps) {
  const { t } = useTranslation('guides');
  const { search } = useLocation();
  const { ready, state, progress, setState, markDone } = useFirstRun();
  const step = progress?.next ?? null;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNext = useRef(false);
  useEffect(() => {
    if (step && focusNext.current) headingRef.current?.focus();
    focusNext.current = false;
  }, [step]);

  if (!ready) return null;
  if (state !== 'on' || step === null || STEP_PLACES[step].screen !== screen || !progress) return fallback;
  if (overlayOpen(search)) return null;

  const markStepDone = () => {
    focusNext.current = true;
    markDone(step);
  };
  // The keyboard goes on from the header's entry, the way back to the path.
  const leaveForLater = () => {
    focusEntryWhenShown();
    setState('later');
  };
  return (
    <Paper
      component="section"
      aria-labelledby="first-run-title"
      withBorder
      radius="md"
      px="md"
      py="sm"
      data-first-run-step={step}
    >
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          {t('position', { position: progress.position, total: progress.total })}
        </Text>
        <Title order={2} fz="h5" id="first-run-title" ref={headingRef} tabIndex={-1}>
          {t(`steps.${step}.title`)}
        </Title>
        <Text size="sm">{t(`steps.${step}.body`)}</Text>
        <Group justify="space-between" gap="xs" mt={4}>
          <Group gap="xs">
            {STEP_PLACES[step].actions.map((action, index) => (
              <StepLink key={action.name} step={step} action={action} primary={index === 0} />
            ))}
            <Button size="xs" variant="default" onClick={markStepDone}>
              {t('markDone')}
            </Button>
          </Group>
          <Group gap="xs">
            <Button size="xs" variant="subtle" color="gray" onClick={leaveForLater}>
              {t('notNow')}
            </Button>
            <Button size="xs" variant="subtle" color="gray" onClick={() => setState('off')}>
              {t('turnOff')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

function StepLink({ step, action, primary }: { step: FirstRunStep; action: StepAction; primary: boolean }) {
  const { t } = useTranslation('guides');
  // Every step with links names a primary one; only the first step has a second.
  const text = t(`steps.${step as 'addJob'}.actions.${action.name}`);
  const variant = primary ? 'filled' : 'light';
  // A place on the same page is a plain anchor (the browser scrolls to it), any other a route.
  return action.to.startsWith('#') ? (
    <Button size="xs" variant={variant} component="a" href={action.to}>
      {text}
    </Button>
  ) : (
    <Button size="xs" variant={variant} component={Link} to={action.to}>
      {text}
    </Button>
  );
}
