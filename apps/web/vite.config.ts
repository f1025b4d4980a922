import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { NOT_THE_APP_SHELL } from './build/app-shell-scope.ts';
import { appShellScrollClassNames } from './build/app-shell-scroll-classes.ts';
import { mantineComponentStyles } from './build/mantine-styles.ts';

// Absolute so the config works whether Vite is started from the repo root or from apps/web.
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);

// React Router's package exports only its development build (dev-only warnings, and the default error
// page's "Hey developer" note); its production build lies beside it. The app imports only
// `react-router`, so that entry is pointed there when building; tests and `vite` dev keep the
// development build and its warnings.
const reactRouterRoot = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const reactRouterProductionBuild: Plugin = {
  name: 'react-router-production-build',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [{ find: /^react-router$/, replacement: `${reactRouterRoot}/dist/production/index.mjs` }],
    },
  }),
};

/**
 * sonner loads after the first paint (shared/ui/toast.ts), in both client builds; named so the
 * page-weight check can tell it from what a page needs to show. Its dependencies (React) stay where
 * they are: pulled in here, they made every page load this "later" chunk at start-up.
 */
const SONNER_CHUNK = {
  name: 'sonner',
  test: /[\\/]node_modules[\\/]sonner[\\/]/,
  priority: 1,
  includeDependenciesRecursively: false,
};

/** Where the server renderer of the public pages is built, and the list of stylesheets it needs. */
const SSR_OUT_DIR = 'dist-ssr';
const SSR_STYLES_FILE = 'public-page-styles.json';

/** A CSS file emitted as it is (imported with `?url`), not the styles of the modules bundled. */
const isStylesheetOfItsOwn = (file: object): boolean =>
  'originalFileNames' in file &&
  Array.isArray(file.originalFileNames) &&
  file.originalFileNames.some((name: string) => name.endsWith('.css'));

/**
 * The server renderer's own stylesheets (the global Mantine rules and those of the components the
 * public pages use), listed for the server, which links them from each page. A stylesheet of its
 * own (a CV font's faces) is left out: the page that needs it links it.
 */
const listSsrStyles: Plugin = {
  name: 'hirelane:list-ssr-styles',
  apply: (_config, env) => env.command === 'build' && Boolean(env.isSsrBuild),
  generateBundle(_options, bundle) {
    const styles = Object.entries(bundle)
      .filter(([fileName, file]) => fileName.endsWith('.css') && !isStylesheetOfItsOwn(file))
      .map(([fileName]) => fileName);
    this.emitFile({ type: 'asset', fileName: SSR_STYLES_FILE, source: JSON.stringify(styles) });
  },
};

/**
 * The service worker (Workbox's, generated as `sw.js` at the site's root): it precaches the app
 * shell (index.html) and the build's static assets and translations, so the signed-in app starts
 * without a network, and answers the app's own navigations with that shell. It caches nothing else:
 * no /api answer (the app's own query persistence keeps what it shows offline), no file
 * (attachments, certificates, videos, photos come from /api), no page the server renders (public
 * and form pages), whose navigations it leaves to the server (NOT_THE_APP_SHELL), answering them
 * with the precached offline.html only when the network fails. A
 * new version waits until the app asks it to take over ("Reload to update",
 * shared/offline/service-worker.ts), so a page never runs half old, half new. The manifest is the
 * server's (/manifest.webmanifest, in the visitor's language).
 */
const serviceWorker = VitePWA({
  strategies: 'generateSW',
  registerType: 'prompt',
  injectRegister: false,
  manifest: false,
  workbox: {
    globPatterns: [
      'index.html',
      'offline.html',
      'assets/**/*.{js,css,woff2,svg,png}',
      'locales/**/*.json',
      'favicon.svg',
      'icons/*.png',
    ],
    // pdf.js and its worker are loaded for a PDF preview, which needs the server anyway.
    globIgnores: ['assets/pdf-pages-*', 'assets/pdf.worker*'],
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [...NOT_THE_APP_SHELL],
    cleanupOutdatedCaches: true,
    clientsClaim: false,
    skipWaiting: false,
    // A page the server draws (a navigation that is not to the API, a download or a file), opened
    // without a network, gets the precached offline page (in both languages) instead of the
    // browser's own error; online it comes from the server as it is, and nothing is cached.
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !/^\/(api|downloads)\/|\.[^/]*$/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: '/offline.html' } },
      },
    ],
  },
});

/**
 * The form pages' one script (sign-in, sign-up, a forgotten password, the endorser's page): the
 * server draws them and answers their plain forms; this module only enhances them
 * (app/form-pages/enhance.ts, plain TypeScript, no framework). Built by a pass of its own
 * (`vite build --mode form-pages`) into the app's dist, after the app's build, so the app's chunks
 * stay as they are; the scripts a form page loads are listed, entry first, for the server
 * (`form-page-scripts.json`, next to index.html).
 */
const FORM_PAGES_MODE = 'form-pages';
const FORM_PAGES_ENTRY = 'src/app/form-pages/enhance.ts';
const FORM_PAGE_SCRIPTS_FILE = 'form-page-scripts.json';

type EmittedChunk = { type: 'chunk'; isEntry: boolean; imports: string[] };
const isChunk = (file: object): file is EmittedChunk => 'type' in file && file.type === 'chunk';

const listFormPageScripts: Plugin = {
  name: 'hirelane:list-form-page-scripts',
  generateBundle(_options, bundle) {
    const entry = Object.entries(bundle).find(([, file]) => isChunk(file) && file.isEntry)?.[0];
    if (!entry) this.error('The form pages build has no entry chunk');
    // The entry and what it imports statically.
    const scripts: string[] = [];
    const visit = (fileName: string) => {
      const file = bundle[fileName];
      if (scripts.includes(fileName) || !file || !isChunk(file)) return;
      scripts.push(fileName);
      for (const imported of file.imports) visit(imported);
    };
    visit(entry);
    const paths = scripts.map((fileName) => `/${fileName}`);
    this.emitFile({ type: 'asset', fileName: FORM_PAGE_SCRIPTS_FILE, source: JSON.stringify(paths) });
  },
};

/** The form pages' enhancement build: one small module, no React, no styles of its own. */
const formPagesBuild = {
  plugins: [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }), listFormPageScripts],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    reportCompressedSize: true,
    modulePreload: { polyfill: false },
    rolldownOptions: { input: { 'form-page': FORM_PAGES_ENTRY } },
  },
} satisfies UserConfig;

export default defineConfig(({ isSsrBuild, mode }) => ({
  root: webRoot,
  // One copy of TanStack Query's core: the persist packages pin an older patch of it beside them.
  resolve: { dedupe: ['@tanstack/query-core'] },
  // Brotli and gzip copies of every file beside it; the server sends the one the browser accepts.
  plugins: [
    reactRouterProductionBuild,
    react(),
    mantineComponentStyles(),
    appShellScrollClassNames(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    listSsrStyles,
    ...(isSsrBuild || mode === FORM_PAGES_MODE ? [] : [serviceWorker]),
  ],
  // The server renderer (`vite build --ssr`, see package.json): Mantine bundled so each component
  // brings its own styles (mantineComponentStyles), the CSS written beside the module for the
  // server to serve, and no public/ copy.
  ...(isSsrBuild ? { ssr: { noExternal: [/^@mantine\//] } } : {}),
  build: isSsrBuild
    ? {
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        copyPublicDir: false,
        ssrEmitAssets: true,
        assetsDir: 'public-assets',
        reportCompressedSize: false,
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        reportCompressedSize: true,
        // The start-up chunk (React, router, Mantine core, i18n, query) is ~520 kB raw / ~160 kB gzip;
        // warn when it grows past that budget.
        chunkSizeWarningLimit: 560,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // Everything the first paint needs in one file; routes stay in their own lazy chunks.
              groups: [
                SONNER_CHUNK,
                // The board's drag and drop (dnd-kit) loads after the board is shown
                // (features/jobs/components/board-dnd-loader.ts); one named chunk, like sonner's.
                {
                  name: 'board-dnd',
                  test: /[\\/]node_modules[\\/]@dnd-kit[\\/]|[\\/]features[\\/]jobs[\\/](components[\\/]board-(dnd|sortables|collisions|keyboard|key-hold)\.tsx?|model[\\/]board-dnd\.ts)$/,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                // The CV design panel on /my-cv (its choices and the CV renderer of its thumbnails)
                // loads after the builder is shown (features/cv/components/cv-design-panel-loader.tsx).
                {
                  name: 'cv-design-panel',
                  test: /[\\/](features[\\/]cv[\\/](components[\\/](cv-design-panel|design-choice|accent-choice|choice-chips)|hooks[\\/]use-preview-cv|model[\\/]cv-preview|api[\\/]cv-design)|shared[\\/]cv[\\/](cv-design-document|cv-text-blocks|cv-fonts|keyed)|contract[\\/]src[\\/](cv-layout|cv-document))(\.module\.css|\.tsx?)$/,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                // The PDF preview (shared/cv/pdf-preview/), shown by the design panel and the
                // tailored CV. pdf.js is left to the dynamic import of pdf-pages.ts, which names its
                // chunk (a group of its own here split Rolldown's runtime into one more file on every
                // first visit); its worker is a file of its own.
                {
                  name: 'cv-pdf-preview',
                  test: /[\\/]shared[\\/]cv[\\/]pdf-preview[\\/]cv-pdf-preview(\.module\.css|\.tsx)$/,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                // The first-run path's hint and header entry load once a page is idle
                // (shared/guides/hint-slot.tsx); one named chunk.
                {
                  name: 'first-run',
                  test: /[\\/]shared[\\/]guides[\\/]first-run(-hint|-entry|-steps)?\.tsx?$/,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                // The inbox's count in the navigation and the board's inbox slot, with their reads,
                // load once a page is idle (shared/inbox/inbox-at-idle.tsx); one named chunk.
                {
                  name: 'inbox-hints',
                  test: /[\\/]shared[\\/]inbox[\\/](inbox-count|inbox-board-slot|inbox-queries)(\.module\.css|\.tsx?)$/,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                // Offline reading (TanStack Query's persister over IndexedDB) and the service worker's
                // registration load after the first paint (shared/offline/offline-support.ts); one named
                // chunk, like sonner's.
                {
                  name: 'offline',
                  test: /[\\/]node_modules[\\/](idb-keyval|workbox-window|@tanstack[\\/](query-async-storage-persister|query-persist-client-core|react-query-persist-client))[\\/]|[\\/]shared[\\/]offline[\\/](query-persistence|service-worker)\.ts$/,
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
                { name: 'shell', tags: ['$initial'] },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    strictPort: true,
    // No changeOrigin: the server checks Origin against Host, so the browser's Host must reach it.
    // /downloads: the packed browser extension the server offers.
    proxy: { '/api': { target: 'http://127.0.0.1:3000' }, '/downloads': { target: 'http://127.0.0.1:3000' } },
  },
  preview: { port: 4173 },
  ...(mode === FORM_PAGES_MODE ? formPagesBuild : {}),
}));
