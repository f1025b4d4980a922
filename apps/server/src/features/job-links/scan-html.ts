import { type Token, type TokenHandler, Tokenizer, TokenizerMode } from 'parse5';

/** What a scan reports, in document order. Tag names are lower case; text has entities decoded. */
export type HtmlVisitor = {
  start?: (tag: string, attributes: ReadonlyMap<string, string>) => void;
  end?: (tag: string) => void;
  text?: (text: string) => void;
};

/** Elements whose content the HTML parser reads as raw text (no tags inside; RCDATA decodes entities). */
const MODES: Record<string, number> = {
  script: TokenizerMode.SCRIPT_DATA,
  style: TokenizerMode.RAWTEXT,
  iframe: TokenizerMode.RAWTEXT,
  xmp: TokenizerMode.RAWTEXT,
  noembed: TokenizerMode.RAWTEXT,
  noframes: TokenizerMode.RAWTEXT,
  noscript: TokenizerMode.RAWTEXT,
  title: TokenizerMode.RCDATA,
  textarea: TokenizerMode.RCDATA,
  plaintext: TokenizerMode.PLAINTEXT,
};

/**
 * Reads HTML with parse5's standard tokenizer (entities, comments, raw-text elements, broken markup
 * as browsers read them) and reports tags and text, without building a tree: the work is linear in
 * the page's size however deeply a hostile page nests its elements (tree builders spend quadratic
 * time on that). The tree-builder's one feedback to the tokenizer — raw-text modes for script,
 * style, title and the like — is done here.
 */
export const scanHtml = (html: string, visitor: HtmlVisitor): void => {
  const onText = (token: Token.CharacterToken) => visitor.text?.(token.chars);
  const handler: TokenHandler = {
    onStartTag: (token) => {
      const mode = MODES[token.tagName];
      if (mode !== undefined && !token.selfClosing) tokenizer.state = mode as typeof tokenizer.state;
      visitor.start?.(token.tagName, new Map(token.attrs.map(({ name, value }) => [name, value])));
    },
    onEndTag: (token) => visitor.end?.(token.tagName),
    onCharacter: onText,
    onWhitespaceCharacter: onText,
    onNullCharacter: () => undefined,
    onComment: () => undefined,
    onDoctype: () => undefined,
    onEof: () => undefined,
  };
  const tokenizer = new Tokenizer({ sourceCodeLocationInfo: false }, handler);
  tokenizer.write(html, true);
};
