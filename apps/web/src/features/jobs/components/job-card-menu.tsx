import { JOB_LANES } from '@hirelane/contract/constants';
import type { JobSummary } from '@hirelane/contract/jobs';
import { Menu } from '@mantine/core';
import type { SyntheticEvent } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoardActions } from './board-actions.tsx';
import { useBoardText } from './board-text.tsx';
import { ArrowRightIcon, DotsIcon, PencilIcon, PinIcon, TrashIcon } from './icons.tsx';
import classes from './job-board.module.css';

const stopPropagation = (event: SyntheticEvent) => event.stopPropagation();

export type JobCardMenuProps = { job: JobSummary };

/**
 * The card's menu, with "Move to lane…" as the keyboard- and touch-friendly alternative to
 * dragging. The Mantine menu is only mounted once it is first opened: 500 idle menus would cost
 * the board a noticeable part of its render time.
 */
export function JobCardMenu({ job }: JobCardMenuProps) {
  const text = useBoardText();
  const [mounted, setMounted] = useState(false);
  const label = text.actions(job.position);
  if (!mounted) {
    // A plain button until first use: the cheapest thing that looks like the menu's target.
    return (
      <button
        type="button"
        className={classes.menuButton}
        aria-label={label}
        aria-haspopup="menu"
        onClick={() => setMounted(true)}
      >
        <DotsIcon />
      </button>
    );
  }
  return <LoadedJobCardMenu job={job} label={label} />;
}

function LoadedJobCardMenu({ job, label }: JobCardMenuProps & { label: string }) {
  const { t } = useTranslation('jobs');
  const actions = useBoardActions();
  const targetRef = useRef<HTMLButtonElement>(null);
  return (
    <Menu
      defaultOpened
      position="bottom-end"
      withinPortal
      onClose={() => targetRef.current?.focus()}
      shadow="md"
      width={220}
    >
      <Menu.Target>
        <button type="button" ref={targetRef} className={classes.menuButton} aria-label={label}>
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
