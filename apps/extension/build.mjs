#!/usr/bin/env node
// @ts-check
// Builds the browser extension (one Manifest V3 folder for Chromium and Firefox) and its .zip.
//   node apps/extension/build.mjs [--origin https://hirelane.example] [--out <dir>] [--no-zip]
// The Hirelane it talks to by default: --origin, else HIRELANE_URL, else PUBLIC_URL, else
// http://localhost:3000 (the server's own default). Users may point it at another in its settings.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { JOB_LANES, JOB_PAGE_MAX_BYTES } from '@hirelane/contract/constants';
import { EXTENSION_MESSAGES } from '@hirelane/contract/extension';
import { trimPage } from '@hirelane/contract/page-trim';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { connectPagePattern, hostPattern, originOf } from './src/origins.js';
import { en } from './src/words/en.js';
import { no } from './src/words/no.js';

const here = import.meta.dirname;
const { values } = parseArgs({
  options: {
    origin: { type: 'string' },
    out: { type: 'string' },
    'no-zip': { type: 'boolean', default: false },
  },
});
const given = values.origin ?? process.env.HIRELANE_URL ?? process.env.PUBLIC_URL ?? 'http://localhost:3000';
const origin = originOf(given);
if (!origin) {
  console.error(`The extension's Hirelane must be https (or http on localhost): ${given}`);
  process.exit(1);
}
const outDir = path.resolve(values.out ?? path.join(here, 'dist/hirelane-extension'));
const VERSION = '1.0.0';

// The toolbar button's and the browser's icons: the app's own mark (its favicon), drawn at each size.
const ICON_SIZES = [16, 32, 48, 128];
const MARK_SVG = path.join(here, '../web/public/favicon.svg');
/** @param {number} size */
const iconPath = (size) => `icons/icon-${size}.png`;
const iconSet = Object.fromEntries(ICON_SIZES.map((size) => [size, iconPath(size)]));

const manifest = {
  manifest_version: 3,
  name: '__MSG_extensionName__',
  description: '__MSG_extensionDescription__',
  version: VERSION,
  default_locale: 'en',
  icons: iconSet,
  action: { default_title: '__MSG_extensionName__', default_popup: 'popup.html', default_icon: iconSet },
  options_ui: { page: 'options.html', open_in_tab: true },
  // Chromium runs the service worker, Firefox the same file as an event page.
  background: { service_worker: 'background.js', scripts: ['background.js'], type: 'module' },
  // activeTab + scripting: read the tab the user clicked the button on, that tab only, then.
  // storage: the Hirelane's address and the extension's token.
  permissions: ['activeTab', 'scripting', 'storage'],
  host_permissions: [hostPattern(origin)],
  // A self-hosted Hirelane typed in the settings, asked for at that moment.
  optional_host_permissions: ['https://*/*', 'http://localhost/*', 'http://127.0.0.1/*'],
  content_scripts: [{ matches: [connectPagePattern(origin)], js: ['connect.js'], run_at: 'document_idle' }],
  browser_specific_settings: { gecko: { id: 'extension@hirelane.app', strict_min_version: '121.0' } },
};

/** @param {'en' | 'no'} language */
const laneNames = (language) =>
  JSON.parse(fs.readFileSync(path.join(here, `../web/public/locales/${language}/jobs.json`), 'utf8')).lanes;

/**
 * An ES module of named constants, each given as its source text.
 * @param {string} comment
 * @param {Record<string, string>} constants
 */
const moduleOf = (comment, constants) =>
  `// ${comment}\n${Object.entries(constants)
    .map(([name, source]) => `export const ${name} = ${source};\n`)
    .join('')}`;

/**
 * An extension page: the head and brand line all pages share (src/pages/shell.html) around the
 * page's own content (src/pages/<name>.html), run by <name>.js.
 * @param {string} name
 */
const pageOf = (name) =>
  fs
    .readFileSync(path.join(here, 'src/pages/shell.html'), 'utf8')
    .replace('{{script}}', `${name}.js`)
    .replace('{{content}}', () =>
      fs.readFileSync(path.join(here, `src/pages/${name}.html`), 'utf8').trimEnd(),
    );

const generated = {
  'manifest.json': `${JSON.stringify(manifest, null, 2)}\n`,
  'build-config.js': moduleOf("Made by build.mjs from the app's contract and words.", {
    DEFAULT_ORIGIN: JSON.stringify(origin),
    LANES: JSON.stringify(JOB_LANES),
    PAGE_MAX_BYTES: String(JOB_PAGE_MAX_BYTES),
    LANE_NAMES: JSON.stringify({ en: laneNames('en'), no: laneNames('no') }),
  }),
  // Run in the tab by chrome.scripting.executeScript, which sends the function's source: the
  // contract's trimPage (the bookmarklet's too), inside it.
  'page-reader.js': moduleOf("Made by build.mjs: the contract's trimPage, run in the tab being read.", {
    readPage: `(maxBytes) => {
  const trimPage = ${trimPage.toString()};
  return { url: location.href, html: trimPage(document, location.href, maxBytes) };
}`,
  }),
  ...Object.fromEntries(
    await Promise.all(
      ICON_SIZES.map(async (size) => [
        iconPath(size),
        // Drawn at the size itself (an SVG's density is its scale), not scaled down from a large one.
        await sharp(MARK_SVG, { density: (72 * size) / 32 })
          .resize(size, size)
          .png()
          .toBuffer(),
      ]),
    ),
  ),
  'popup.html': pageOf('popup'),
  'options.html': pageOf('options'),
  'connect.js': `(() => {\nconst MESSAGES = ${JSON.stringify(EXTENSION_MESSAGES)};\n${fs.readFileSync(path.join(here, 'src/connect.js'), 'utf8')}})();\n`,
};
// The manifest's name and description: Chromium reads `no`, Firefox `nb`.
for (const [folder, words] of /** @type {const} */ ([
  ['en', en],
  ['no', no],
  ['nb', no],
])) {
  generated[`_locales/${folder}/messages.json`] = `${JSON.stringify(
    {
      extensionName: { message: words.extensionName },
      extensionDescription: { message: words.extensionDescription },
    },
    null,
    2,
  )}\n`;
}

fs.rmSync(outDir, { recursive: true, force: true });
/** @type {Record<string, Uint8Array>} */
const files = {};
/**
 * @param {string} name
 * @param {string | Buffer} content
 */
const add = (name, content) => {
  const target = path.join(outDir, name);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, content);
  files[name] = new Uint8Array(typeof content === 'string' ? Buffer.from(content) : content);
};
/**
 * @param {string} dir
 * @param {string} [prefix]
 */
const copy = (dir, prefix = '') => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const name = `${prefix}${entry.name}`;
    if (name === 'pages') continue;
    if (entry.isDirectory()) copy(path.join(dir, entry.name), `${name}/`);
    else if (name !== 'connect.js') add(name, fs.readFileSync(path.join(dir, entry.name)));
  }
};
copy(path.join(here, 'src'));
for (const [name, content] of Object.entries(generated)) add(name, content);

if (!values['no-zip']) {
  const zipFile = path.join(path.dirname(outDir), 'hirelane-extension.zip');
  fs.writeFileSync(zipFile, zipSync(files, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') }));
  console.info(`Built the extension for ${origin}: ${path.relative(process.cwd(), zipFile)}`);
}
