import { Stack, Title, VisuallyHidden } from '@mantine/core';
import { type CSSProperties, useId } from 'react';
import classes from './bar-chart.module.css';

export type ChartBar = { label: string; value: number; color?: string };

/**
 * Horizontal bars drawn with HTML and CSS (no chart library to download), so labels and numbers
 * are text at the page's size whatever the card's width. The picture is hidden from screen
 * readers; the same numbers are a table for them, each with its noun (`valueText`, plural-aware).
 */
export function BarChart({
  title,
  bars,
  valueText,
}: {
  title: string;
  bars: ChartBar[];
  valueText: (value: number) => string;
}) {
  const titleId = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  return (
    <Stack gap="xs" component="figure" m={0} aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId}>
        {title}
      </Title>
      <div className={classes.bars} aria-hidden="true">
        {bars.map((bar) => (
          <div key={bar.label} className={classes.row}>
            <span className={classes.label}>{bar.label}</span>
            <span className={classes.track}>
              <span
                className={classes.bar}
                data-some={bar.value > 0 || undefined}
                style={
                  {
                    '--share': bar.value / max,
                    ...(bar.color ? { '--bar-color': bar.color } : {}),
                  } as CSSProperties
                }
              />
              <span className={classes.value}>{bar.value}</span>
            </span>
          </div>
        ))}
      </div>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.label}>
                <th scope="row">{bar.label}</th>
                <td>{valueText(bar.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Stack>
  );
}
