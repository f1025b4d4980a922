/**
 * The fetchers of chat apps, social sites and mail clients that read a page to draw its link
 * preview (the card under a pasted link). Such a fetch is not a person opening the page: it must not
 * count as a view of a shared CV.
 */
const LINK_PREVIEW_AGENTS =
  /slackbot|slack-imgproxy|facebookexternalhit|facebot|twitterbot|linkedinbot|discordbot|telegrambot|whatsapp|skypeuripreview|microsoftpreview|applebot|pinterest|redditbot|embedly|iframely|vkshare|mastodon|bluesky|google-pagerenderer|googlebot|bingbot|duckduckbot|yandex/i;

/** Whether a request's User-Agent is a link-preview fetcher or a search engine's crawler. */
export const isLinkPreview = (userAgent: string | undefined): boolean =>
  userAgent !== undefined && LINK_PREVIEW_AGENTS.test(userAgent);
