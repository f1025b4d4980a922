import type { JobRequirement, MatchedRequirement } from '@hirelane/contract/job-match';
import { Alert, Badge, Button, Group, List, Modal, Progress, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryLoadError } from '../../../shared/ui/load-error.tsx';
import { LoadingBars } from '../../../shared/ui/loading-bars.tsx';
import { type SkillTarget, useAddSkillToCv, useJobMatch } from '../api/job-match.ts';

/** A missing requirement the add button can add: skills and tools go to the professional skills. */
const addable = (requirement: JobRequirement) => requirement.kind === 'skill' || requirement.kind === 'tool';

function Strength({ mustHave }: { mustHave: boolean }) {
  const { t } = useTranslation('jobs');
  return (
    <Badge size="sm" variant={mustHave ? 'filled' : 'light'} color={mustHave ? 'indigo' : 'gray'}>
      {mustHave ? t('match.mustHave') : t('match.plus')}
    </Badge>
  );
}

function MatchedItem({ item }: { item: MatchedRequirement }) {
  const { t } = useTranslation('jobs');
  return (
    <List.Item>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          {item.name}
        </Text>
        <Strength mustHave={item.mustHave} />
        <Text size="xs" c="dimmed">
          {item.foundAt
            ? t('match.foundAt', { place: t(`match.places.${item.foundIn}`), entry: item.foundAt })
            : t('match.foundIn', { place: t(`match.places.${item.foundIn}`) })}
        </Text>
      </Group>
    </List.Item>
  );
}

/** Where a skill may go, as the question offers it: its button and the line under it. */
const ADD_TARGETS = [
  { target: 'tailored', label: 'match.toTailored', hint: 'match.toTailoredHint' },
  { target: 'main', label: 'match.toMain', hint: 'match.toMainHint' },
] as const satisfies readonly { target: SkillTarget; label: string; hint: string }[];

/**
 * Asks where a skill from the match belongs before adding it: only this job's tailored CV, or the
 * main CV, which every CV, share link and other job's tailored CV start from. Nothing is added
 * until the user picks one.
 */
function AddSkillModal({
  skill,
  jobId,
  onClose,
}: {
  skill: string | null;
  jobId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('jobs');
  const add = useAddSkillToCv(jobId);
  const addTo = (target: SkillTarget) => {
    if (skill) add.mutate({ skill, target }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened={skill !== null}
      onClose={onClose}
      title={t('match.whereTitle', { skill: skill ?? '' })}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('match.whereText')}</Text>
        <Stack gap="xs">
          {ADD_TARGETS.map(({ target, label, hint }) => (
            <Fragment key={target}>
              <Button
                variant="light"
                onClick={() => addTo(target)}
                loading={add.isPending && add.variables?.target === target}
                disabled={add.isPending}
              >
                {t(label)}
              </Button>
              <Text size="xs" c="dimmed">
                {t(hint)}
              </Text>
            </Fragment>
          ))}
        </Stack>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={add.isPending} data-autofocus>
            {t('match.cancel')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function MissingItem({ item, onAdd }: { item: JobRequirement; onAdd: (skill: string) => void }) {
  const { t } = useTranslation('jobs');
  return (
    <List.Item>
      <Group gap="xs" wrap="wrap" justify="space-between">
        <Group gap="xs" wrap="wrap">
          <Text size="sm" fw={500}>
            {item.name}
          </Text>
          <Strength mustHave={item.mustHave} />
        </Group>
        {addable(item) ? (
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => onAdd(item.name)}
            aria-label={t('match.addNamed', { skill: item.name })}
          >
            {t('match.add')}
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            {t('match.goesIn', { place: t(`match.places.${item.cvSection}`) })}
          </Text>
        )}
      </Group>
    </List.Item>
  );
}

/** One list of the job's requirements under its heading. */
function RequirementList({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Title order={3} size="h5" id={id} mb="xs">
        {title}
      </Title>
      <List spacing="xs" listStyleType="none">
        {children}
      </List>
    </section>
  );
}

/** The Match tab: the score, how it is counted, and what the CV shows and lacks, must-haves first. */
export function JobMatchPanel({ jobId }: { jobId: string }) {
  const { t } = useTranslation('jobs');
  const query = useJobMatch(jobId);
  const [adding, setAdding] = useState<string | null>(null);
  const match = query.data;

  if (query.error) return <QueryLoadError query={query} errorText={t('match.loadFailed')} />;
  if (!match)
    return (
      <LoadingBars
        label={t('match.loading')}
        bars={[{ height: 28, width: '40%' }, { height: 18 }, { height: 120 }]}
      />
    );

  return (
    <Stack gap="md">
      <AddSkillModal skill={adding} jobId={jobId} onClose={() => setAdding(null)} />
      {match.notice && (
        <Alert color="yellow" variant="light">
          {match.notice}
        </Alert>
      )}
      {match.score === null ? (
        <Text size="sm">{match.explanation}</Text>
      ) : (
        <Stack gap={6}>
          <Group gap="xs" align="baseline">
            <Text size="xl" fw={700}>
              {t('match.score', { score: match.score })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('match.scoreLabel')}
            </Text>
          </Group>
          <Progress value={match.score} aria-label={t('match.scoreLabel')} />
          <Text size="sm" c="dimmed">
            {match.explanation}
          </Text>
        </Stack>
      )}
      {match.missing.length > 0 && (
        <RequirementList title={t('match.missing', { count: match.missing.length })}>
          {match.missing.map((item) => (
            <MissingItem key={item.id} item={item} onAdd={setAdding} />
          ))}
        </RequirementList>
      )}
      {match.matched.length > 0 && (
        <RequirementList title={t('match.matched', { count: match.matched.length })}>
          {match.matched.map((item) => (
            <MatchedItem key={item.id} item={item} />
          ))}
        </RequirementList>
      )}
    </Stack>
  );
}
