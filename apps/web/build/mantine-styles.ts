import type { Plugin } from 'vite';

const WHOLE_SHEET = '@mantine/core/styles.layer.css';
const GLOBAL_STYLES = '\0mantine-global-styles';
// A Mantine component's class names live in <Name>.module.mjs; its rules in styles/<Name>.layer.css.
const CLASS_MAP = /@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/**
 * Per-component Mantine styles in the build: the whole sheet (~36 KiB gzip) becomes the global rules
 * plus, beside each component's class-name module, that component's own stylesheet, so every chunk
 * carries the styles of exactly the components it contains. The layered sheets make their order
 * irrelevant. `npm run dev` keeps the whole sheet (Vite pre-bundles Mantine there).
 */
export const mantineComponentStyles = (): Plugin => ({
  name: 'hirelane:mantine-component-styles',
  apply: 'build',
  enforce: 'pre',
  resolveId: (id) => (id === WHOLE_SHEET ? GLOBAL_STYLES : null),
  load: (id) =>
    id === GLOBAL_STYLES
      ? ['baseline', 'default-css-variables', 'global']
          .map((name) => `import '@mantine/core/styles/${name}.layer.css';`)
          .join('\n')
      : null,
  transform: (code, id) => {
    const name = CLASS_MAP.exec(id.split('?')[0] ?? '')?.[1];
    return name ? { code: `import '@mantine/core/styles/${name}.layer.css';\n${code}`, map: null } : null;
  },
});
