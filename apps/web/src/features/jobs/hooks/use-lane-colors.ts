import type { JobLane } from '@hirelane/contract/constants';
import { JOB_LANES } from '@hirelane/contract/constants';
import type { MantineColor } from '@mantine/core';
import { useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';

/** The lanes' accent colours from the theme (theme.other.laneColors), as CSS values. */
export function useLaneColors(): Record<JobLane, string> {
  const theme = useMantineTheme();
  return useMemo(() => {
    const named = (theme.other.laneColors ?? {}) as Partial<Record<JobLane, MantineColor>>;
    const colors = {} as Record<JobLane, string>;
    for (const lane of JOB_LANES) colors[lane] = `var(--mantine-color-${named[lane] ?? 'gray'}-6)`;
    return colors;
  }, [theme]);
}
