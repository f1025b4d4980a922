import type { CSSVariablesResolver, MantineColorsTuple, MantineThemeOverride } from '@mantine/core';
import {
  createTheme,
  darken,
  getPrimaryShade,
  isLightColor,
  lighten,
  luminance,
  mergeThemeOverrides,
} from '@mantine/core';

// A calm teal: steady enough for long job searches, never alarming. Shades 7 (light) and 8 (dark)
// carry white text at AA contrast.
const lane: MantineColorsTuple = [
  '#e5f8f8',
  '#d2eeee',
  '#a6dcdd',
  '#77c9ca',
  '#50b9ba',
  '#37afb0',
  '#25a9aa',
  '#0f7b7c',
  '#0a6d6e',
  '#005d5f',
];

const systemFonts =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** The one theme every screen uses: colours, radius, fonts and spacing live here. */
export const theme = createTheme({
  colors: { lane },
  primaryColor: 'lane',
  primaryShade: { light: 7, dark: 8 },
  autoContrast: true,
  defaultRadius: 'md',
  focusRing: 'auto',
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '650' },
  cursorType: 'pointer',
  // Drawers, dialogs and menus open without motion for people who ask their system for less.
  respectReducedMotion: true,
  other: {
    /** Accent colours of the board lanes (thin accents, never fills). */
    laneColors: {
      saved: 'gray',
      applied: 'blue',
      interviewed: 'violet',
      hired: 'green',
      rejected: 'red',
      drafts: 'yellow',
    },
  },
});

/** WCAG 2.2 AA for text (1.4.3), with a little room for rounding. */
const TEXT_CONTRAST = 4.6;

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/**
 * `color`, darkened (on light backgrounds) or lightened (on dark ones) in small steps until text in
 * it (or on it) reaches AA against every background.
 */
const readable = (color: string, backgrounds: readonly string[], toward: 'darker' | 'lighter' = 'darker') => {
  let result = color;
  for (let step = 0; step < 20 && backgrounds.some((bg) => contrast(result, bg) < TEXT_CONTRAST); step += 1)
    result = toward === 'darker' ? darken(result, 0.06) : lighten(result, 0.06);
  return result;
};

/**
 * Contrast AA everywhere in the light scheme, in one place: Mantine's defaults put
 * dimmed text in gray 6 (3.3:1 on white), white text on filled red or green (3.8:1, 2.8:1), the
 * dark shade of a light fill on that fill (green 3.8:1) and links in the primary shade 7 (4.4:1 on
 * a light alert). Each of these is derived here from the palettes, so every component that uses the
 * theme's variables (Text c="dimmed", Button color="red", Alert, Badge, Avatar, Anchor) is readable
 * without local overrides. In the dark scheme only dimmed text falls short (dark 2 on the dark
 * body, 4.0:1): it is lightened the same way.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => {
  const shade = getPrimaryShade(resolved, 'light');
  const white = resolved.white;
  // The light fills (alerts, badges, avatars) of every palette but `dark`, the dark scheme's greys.
  const lightFills = Object.entries(resolved.colors)
    .filter(([name]) => name !== 'dark')
    .map(([, palette]) => palette[1]);
  const primary = resolved.colors[resolved.primaryColor] ?? lane;
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readable(resolved.colors.gray[6], [white, ...lightFills]),
    '--mantine-color-anchor': readable(primary[shade], [white, ...lightFills]),
    '--mantine-color-error': readable(resolved.colors.red[8], [white, resolved.colors.red[1]]),
    // Pickers draw their placeholder as text of its own, which axe measures like any text.
    '--mantine-color-placeholder': readable(resolved.colors.gray[5], [white]),
  };
  for (const [name, palette] of Object.entries(resolved.colors)) {
    const base = palette[shade];
    // Light fills carry black text (autoContrast), which reads well already; dark ones carry white.
    if (!isLightColor(base, resolved.luminanceThreshold)) {
      const filled = readable(base, [white]);
      light[`--mantine-color-${name}-filled`] = filled;
      light[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
      light[`--mantine-color-${name}-outline`] = filled;
    }
    // Text in the colour (c="green"), on the page's white.
    light[`--mantine-color-${name}-text`] = readable(base, [white]);
    light[`--mantine-color-${name}-light-color`] = readable(palette[9], [white, palette[1], palette[2]]);
  }
  const darkSurfaces = [resolved.colors.dark[7], resolved.colors.dark[6], resolved.colors.dark[5]].filter(
    (color): color is string => color !== undefined,
  );
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': readable(
      resolved.colors.dark[2] ?? resolved.colors.gray[5],
      darkSurfaces,
      'lighter',
    ),
  };
  return { variables: {}, light, dark };
};

export type ControlNames = { close: string; clear: string };

/**
 * The theme with names for the controls Mantine draws without one (axe button-name):
 * every dialog's and drawer's close (×) and every clearable field's clear (×) button, in the
 * interface language. A component that names its own keeps that name.
 */
export function namedTheme(names: ControlNames): MantineThemeOverride {
  const closeButtonProps = { 'aria-label': names.close };
  // A dialog's <header> is not the page's banner landmark (axe landmark-no-duplicate-banner).
  const attributes = { header: { role: 'none' } };
  const clearButtonProps = { 'aria-label': names.clear };
  return mergeThemeOverrides(
    theme,
    createTheme({
      components: {
        Modal: { defaultProps: { closeButtonProps, attributes } },
        Drawer: { defaultProps: { closeButtonProps, attributes } },
        Select: { defaultProps: { clearButtonProps } },
        MultiSelect: { defaultProps: { clearButtonProps } },
        TagsInput: { defaultProps: { clearButtonProps } },
        Autocomplete: { defaultProps: { clearButtonProps } },
        FileInput: { defaultProps: { clearButtonProps } },
        DateInput: { defaultProps: { clearButtonProps } },
        DatePickerInput: { defaultProps: { clearButtonProps } },
        MonthPickerInput: { defaultProps: { clearButtonProps } },
        YearPickerInput: { defaultProps: { clearButtonProps } },
      },
    }),
  );
}
