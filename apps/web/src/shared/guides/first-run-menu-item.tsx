import { Menu } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirstRun } from './first-run.ts';
import { useResumeFirstRun } from './first-run-entry.tsx';

function FirstRunItem() {
  const { t } = useTranslation('guides');
  const firstRun = useFirstRun();
  const resume = useResumeFirstRun(firstRun);
  const { state, progress, setState } = firstRun;
  if (!state || !progress?.next) return null;
  return state === 'on' ? (
    <Menu.Item onClick={() => setState('off')}>{t('menu.turnOff')}</Menu.Item>
  ) : (
    <Menu.Item onClick={resume}>{t('menu.resume', { done: progress.done, total: progress.total })}</Menu.Item>
  );
}

/** The account menu's way back to an unfinished first-run path, or to turn it off. */
export function FirstRunMenuItem() {
  return (
    <Suspense fallback={null}>
      <FirstRunItem />
    </Suspense>
  );
}
