import { TAILORED_SKILL_KINDS, type TailoredSkill } from '@hirelane/contract/tailored-cv';
import { Chip, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

type TailoredSkillsProps = {
  skills: readonly TailoredSkill[];
  /** Ids of the skills this version hides. */
  hidden: ReadonlySet<string>;
  onToggle: (id: string) => void;
};

/**
 * The main CV's skills and languages, each a chip ticked while this version shows it: unticking one
 * hides it from this version only (its PDF, share link and preview), never from the main CV.
 */
export function TailoredSkills({ skills, hidden, onToggle }: TailoredSkillsProps) {
  const { t } = useTranslation('jobs');
  const headingId = useId();
  if (skills.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb={4}>
        {t('tailored.skillsShown')}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t('tailored.skillsShownHint')}
      </Text>
      <Stack gap="xs">
        {TAILORED_SKILL_KINDS.map((kind) => {
          const ofKind = skills.filter((skill) => skill.kind === kind);
          if (ofKind.length === 0) return null;
          return (
            <fieldset key={kind} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <Text component="legend" size="sm" fw={500} mb={4} p={0}>
                {t(`tailored.skillKind.${kind}`)}
              </Text>
              <Group gap={6}>
                {ofKind.map((skill) => (
                  <Chip
                    key={skill.id}
                    size="xs"
                    checked={!hidden.has(skill.id)}
                    onChange={() => onToggle(skill.id)}
                    data-tailored-skill={skill.id}
                  >
                    {skill.name}
                  </Chip>
                ))}
              </Group>
            </fieldset>
          );
        })}
      </Stack>
    </section>
  );
}
