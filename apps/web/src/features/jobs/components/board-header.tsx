import { Button, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkIcon, PlusIcon } from './icons.tsx';
import boardClasses from './job-board.module.css';
import { JobSearchBox } from './job-search-box.tsx';

type BoardHeaderProps = {
  search: string;
  searching: boolean;
  onSearch: (term: string) => void;
  onAddFromLink: () => void;
  onAdd: () => void;
};

/** The board's title, its search, and the ways to add a job (the wide screen's "Add job"). */
export function BoardHeader({ search, searching, onSearch, onAddFromLink, onAdd }: BoardHeaderProps) {
  const { t } = useTranslation('jobs');
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <div>
        <Title order={1} fz="h2">
          {t('page.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('page.subtitle')}
        </Text>
      </div>
      <Group gap="sm" wrap="wrap" justify="flex-end" style={{ flexGrow: 1 }}>
        <JobSearchBox value={search} onSearch={onSearch} searching={searching} />
        <Button variant="default" component={Link} to="/report">
          {t('report.open')}
        </Button>
        <Button variant="default" leftSection={<LinkIcon />} onClick={onAddFromLink}>
          {t('page.addFromLink')}
        </Button>
        <Button leftSection={<PlusIcon />} onClick={onAdd} className={boardClasses.wideOnly}>
          {t('page.addJob')}
        </Button>
      </Group>
    </Group>
  );
}

/** On a phone "Add job" sits where the thumb is: bottom right, over the board. */
export function ThumbAddButton({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('jobs');
  return (
    <Button
      leftSection={<PlusIcon />}
      onClick={onAdd}
      className={boardClasses.thumbAdd}
      size="md"
      radius="xl"
    >
      {t('page.addJob')}
    </Button>
  );
}
