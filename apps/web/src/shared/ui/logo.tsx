import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type LogoMarkProps = {
  size?: number;
};

/** The "H" lane mark: two posts and a crossbar, like cards moving between lanes. */
export function LogoMark({ size = 28 }: LogoMarkProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="var(--mantine-primary-color-filled)" />
      <path
        d="M9 8v16M23 8v16M9 16h14"
        stroke="var(--mantine-primary-color-contrast)"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
    </svg>
  );
}

export type LogoProps = {
  size?: 'sm' | 'md' | 'lg';
};

const MARK_SIZES = { sm: 24, md: 28, lg: 36 } as const;

/** Mark and word "Hirelane"; wrap it in a link where it navigates. */
export function Logo({ size = 'md' }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <LogoMark size={MARK_SIZES[size]} />
      <Text component="span" fw={700} fz={size === 'lg' ? 'xl' : 'lg'} c="var(--mantine-color-text)">
        {t('appName')}
      </Text>
    </Group>
  );
}
