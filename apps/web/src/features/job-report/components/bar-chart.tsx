import { Stack, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';

export type ChartBar = { label: string; value: number; color?: string };

/**
 * Horizontal bars drawn as SVG (no chart library to download). The picture is hidden from screen
 * readers; the same numbers are a table for them.
 */
export function BarChart({
  title,
  bars,
  valueLabel,
}: {
  title: string;
  bars: ChartBar[];
  valueLabel: string;
}) {
  const titleId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const row = 26;
  return (
    <Stack gap="xs" component="figure" m={0} aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId}>
        {title}
      </Title>
      <svg
        width="100%"
        height={bars.length * row}
        viewBox={`0 0 400 ${bars.length * row}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {bars.map((bar, i) => (
          <g key={bar.label} transform={`translate(0 ${i * row})`}>
            <rect
              x={110}
              y={4}
              height={row - 10}
              width={Math.max((250 * bar.value) / max, bar.value ? 2 : 0)}
              rx={3}
              fill={bar.color ?? 'var(--mantine-color-teal-7)'}
            />
            <text x={0} y={row / 2 + 4} fontSize={12} fill="currentColor">
              {bar.label}
            </text>
            <text x={116 + (250 * bar.value) / max} y={row / 2 + 4} fontSize={12} fill="currentColor">
              {bar.value}
            </text>
          </g>
        ))}
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>
                  {bar.value} {valueLabel}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}
