// Application letters' numbers, without zod: the letters pages import them and stay light.

/** The letters list starts at page 1 with 10 letters a page. */
export const LETTERS_FIRST_PAGE = 1;
export const LETTERS_PAGE_SIZE = 10;
export const LETTERS_PAGE_SIZE_MAX = 50;

export const LETTER_LIMITS = { title: 150, company: 200, contactName: 200, body: 20_000 } as const;
export const LETTER_TEMPLATES_MAX = 50;
export const TEMPLATE_NAME_MAX = 80;

/** Words as a person counts them: runs of letters or digits (æøå included). */
export const countWords = (text: string): number => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
