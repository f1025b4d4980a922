import { DEFAULT_THEME, darken, luminance, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { COMPANY_COLORS } from '../features/jobs/model/company-mark.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('theme contrast', () => {
  it("draws a company's initial at AA contrast in every colour, in the light and the dark scheme", () => {
    const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
    const light = cssVariablesResolver(resolved).light;
    for (const color of COMPANY_COLORS) {
      const palette = resolved.colors[color];
      // The light scheme: the theme's text colour on the light fill (palette 1).
      const text = light[`--mantine-color-${color}-light-color`] ?? palette[9];
      expect(contrast(text, palette[1]), `${color}, light`).toBeGreaterThanOrEqual(4.5);
      // The dark scheme's light fill and its text, as Mantine sets them.
      expect(contrast(palette[0], darken(palette[9], 0.5)), `${color}, dark`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("writes dimmed text at AA contrast on the dark scheme's body, cards and inputs", () => {
    const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
    const dimmed = cssVariablesResolver(resolved).dark['--mantine-color-dimmed'];
    expect(dimmed).toBeDefined();
    for (const surface of [resolved.colors.dark[7], resolved.colors.dark[6], resolved.colors.dark[5]])
      expect(contrast(dimmed ?? '', surface), surface).toBeGreaterThanOrEqual(4.5);
  });
});
