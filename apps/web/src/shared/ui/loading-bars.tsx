import { type MantineSpacing, Skeleton, Stack } from '@mantine/core';

/** One grey bar: its height in pixels and its width (the whole row when absent). */
type Bar = { height: number; width?: number | string };

export type LoadingBarsProps = {
  /** What is loading: the name screen readers hear (the bars are a status). */
  label: string;
  /** The bars, top to bottom, roughly the shape of what comes. */
  bars: readonly Bar[];
  gap?: MantineSpacing;
};

/** The skeleton that stands in for content while it loads. */
export function LoadingBars({ label, bars, gap = 'sm' }: LoadingBarsProps) {
  return (
    <Stack gap={gap} role="status" aria-label={label}>
      {bars.map((bar, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the bars are fixed; none moves or goes.
        <Skeleton key={index} {...bar} />
      ))}
    </Stack>
  );
}
