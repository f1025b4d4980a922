// The module build.mjs writes into the extension: the contract's trimPage, run in the tab being read.

/** The tab's address and its page, trimmed to at most `maxBytes` once sent as JSON. */
export declare const readPage: (maxBytes: number) => { url: string; html: string };
