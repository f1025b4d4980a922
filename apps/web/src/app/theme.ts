import type { MantineColorsTuple } from '@mantine/core';
import { createTheme } from '@mantine/core';

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

/** The one theme every screen uses (design.md): colours, radius, fonts and spacing live here. */
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
