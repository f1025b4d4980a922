import type { PublicPageRequest } from '@hirelane/contract/public-page';

/** How the page looks when its address is pasted into a chat or a post (Open Graph, Twitter card). */
type LinkPreview = {
  title: string;
  description: string;
  type: 'profile' | 'article';
  /** Only a photo the owner shows on this link or profile; no image otherwise. */
  image: string | null;
};

export type PublicHeadProps = {
  request: PublicPageRequest;
  title: string;
  /** Keep the page out of search engines (a secret link, a letter, a profile not meant to be found). */
  noindex: boolean;
  preview: LinkPreview | null;
  /** schema.org data about the person (an indexable profile). */
  person?: Record<string, unknown> | null;
};

const OG_LOCALES = { en: 'en_GB', no: 'nb_NO' } as const;

// JSON in a <script> element ends at the first "</script": "<" is written as its escape instead.
const jsonForScript = (data: unknown): string => JSON.stringify(data).replace(/</g, '\\u003c');

/** The <head> of a server-rendered public page: React writes and escapes every value. */
export function PublicHead({ request, title, noindex, preview, person }: PublicHeadProps) {
  const image = preview?.image ? new URL(preview.image, request.origin).toString() : null;
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1.0" />
      <meta name="color-scheme" content="light" />
      <title>{title}</title>
      {noindex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={request.canonicalUrl} />
      <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
      {request.styles.map((href) => (
        <link key={href} rel="stylesheet" href={href} />
      ))}
      {preview && (
        <>
          <meta name="description" content={preview.description} />
          <meta property="og:type" content={preview.type} />
          <meta property="og:title" content={preview.title} />
          <meta property="og:description" content={preview.description} />
          <meta property="og:url" content={request.canonicalUrl} />
          <meta property="og:site_name" content="Hirelane" />
          <meta property="og:locale" content={OG_LOCALES[request.language]} />
          {image && <meta property="og:image" content={image} />}
          <meta name="twitter:card" content="summary" />
          <meta name="twitter:title" content={preview.title} />
          <meta name="twitter:description" content={preview.description} />
          {image && <meta name="twitter:image" content={image} />}
        </>
      )}
      {person && (
        // A data block, not a script: the CSP's script rules do not apply to it. Its text is raw (an
        // entity would not be decoded), so the JSON is written as it is, with "<" escaped.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every "<" escaped, not markup.
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(person) }} />
      )}
    </>
  );
}
