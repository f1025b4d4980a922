import type { Plugin } from 'vite';

const SHIM = '\0hirelane:remove-scroll-class-names';
const APP_SHELL_PART = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;

/**
 * Mantine's AppShell header and footer import react-remove-scroll (~4 KiB gzip) only to read the
 * class name that keeps fixed bars from shifting while a dialog locks the page's scroll. In the
 * build they read it from react-remove-scroll-bar's constants entry instead, so the app's frame
 * does not carry the library; dialogs still load it, and it uses the same class names.
 */
export const appShellScrollClassNames = (): Plugin => ({
  name: 'hirelane:app-shell-scroll-class-names',
  apply: 'build',
  enforce: 'pre',
  resolveId: (source, importer) =>
    source === 'react-remove-scroll' && importer && APP_SHELL_PART.test(importer) ? SHIM : null,
  load: (id) =>
    id === SHIM
      ? [
          "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
          'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
        ].join('\n')
      : null,
});
