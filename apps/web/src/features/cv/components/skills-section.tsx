import { Badge, Group } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SkillKind } from '../../../shared/cv/api/skills.ts';
import { skillsWrites, useSkills } from '../../../shared/cv/api/skills.ts';
import { LazyFallback, lazyNamed } from '../../../shared/ui/lazy.tsx';
import { ListSection } from './list-section.tsx';

// The form (validation, pickers) loads when its dialog first opens.
const SkillsForm = lazyNamed(() => import('./skills-form.tsx'), 'SkillsForm');

export type SkillsSectionProps = { kind: SkillKind };

/** Professional or personal skills, shown as tags. */
export function SkillsSection({ kind }: SkillsSectionProps) {
  const { t } = useTranslation('cv');
  return (
    <ListSection<string>
      section={kind}
      texts={{
        title: t(`${kind}.title` as const),
        description: t(`${kind}.description` as const),
        edit: t(`${kind}.edit` as const),
        addFirst: t(`${kind}.addFirst` as const),
        empty: t(`${kind}.empty` as const),
        dialogTitle: t(`${kind}.dialogTitle` as const),
        loadFailed: t(`${kind}.errors.load` as const),
      }}
      list={useSkills(kind)}
      waitingId={skillsWrites(kind).entryId}
      renderForm={(skills, onDone) => (
        <Suspense fallback={<LazyFallback />}>
          <SkillsForm kind={kind} skills={skills} onDone={onDone} />
        </Suspense>
      )}
    >
      {(skills) => (
        <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {skills.map((skill) => (
            <Badge key={skill} component="li" variant="light" size="lg" tt="none">
              {skill}
            </Badge>
          ))}
        </Group>
      )}
    </ListSection>
  );
}
