import { JOB_LANES } from '@hirelane/contract/constants';
import type { JobSummary } from '@hirelane/contract/jobs';
import { Menu } from '@mantine/core';
import type { SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { type MenuOpenChange, useMenuOpenedOnMount } from '../../../shared/ui/deferred-menu.ts';
import { useBoardActions } from './board-actions.tsx';
import { ArrowRightIcon, DotsIcon, PencilIcon, PinIcon, TrashIcon } from './icons.tsx';
import classes from './job-board.module.css';

const stopPropagation = (event: SyntheticEvent) => event.stopPropagation();

export type LoadedJobCardMenuProps = { job: JobSummary; label: string; onOpenChange: MenuOpenChange };

/** The card's Mantine menu, mounted (and opened) when its button is first used: see job-card-menu.tsx. */
export function LoadedJobCardMenu({ job, label, onOpenChange }: LoadedJobCardMenuProps) {
  const { t } = useTranslation('jobs');
  const actions = useBoardActions();
  const { targetRef, opened, onChange } = useMenuOpenedOnMount<HTMLButtonElement>(onOpenChange);
  return (
    <Menu
      opened={opened}
      onChange={onChange}
      position="bottom-end"
      withinPortal
      onClose={() => targetRef.current?.focus()}
      shadow="md"
      width={220}
    >
      <Menu.Target>
        <button
          type="button"
          ref={targetRef}
          className={classes.menuButton}
          aria-label={label}
          data-focus-key="menu"
        >
          <DotsIcon />
        </button>
      </Menu.Target>
      {/* React events bubble out of portals: keep presses in the menu from starting a card drag. */}
      <Menu.Dropdown onMouseDown={stopPropagation} onTouchStart={stopPropagation}>
        <Menu.Item onClick={() => actions.openDetails(job.jobId)}>{t('menu.open')}</Menu.Item>
        <Menu.Item leftSection={<PencilIcon />} onClick={() => actions.openEdit(job.jobId)}>
          {t('menu.edit')}
        </Menu.Item>
        <Menu.Item leftSection={<PinIcon />} onClick={() => actions.togglePin(job)}>
          {job.isPinned ? t('menu.unpin') : t('menu.pin')}
        </Menu.Item>
        <Menu.Sub position="left-start">
          <Menu.Sub.Target>
            <Menu.Sub.Item leftSection={<ArrowRightIcon />}>{t('menu.moveTo')}</Menu.Sub.Item>
          </Menu.Sub.Target>
          <Menu.Sub.Dropdown>
            {JOB_LANES.map((lane) => (
              <Menu.Item
                key={lane}
                disabled={lane === job.status}
                onClick={() => actions.moveToLane(job, lane)}
              >
                {lane === job.status
                  ? t('menu.currentLane', { lane: t(`lanes.${lane}`) })
                  : t(`lanes.${lane}`)}
              </Menu.Item>
            ))}
          </Menu.Sub.Dropdown>
        </Menu.Sub>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<TrashIcon />} onClick={() => actions.openDelete(job.jobId)}>
          {t('menu.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
