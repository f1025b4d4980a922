import { useEffect } from 'react';

export type PageMeta = {
  /** The browser tab's (and a printed or saved page's) name: the CV's owner. */
  title: string | null;
  /** Keep the page out of search engines: a secret link is not meant to be found. */
  noindex: boolean;
};

/** Sets the page's title and robots rule while it shows; both are restored when the visitor leaves. */
export function usePageMeta({ title, noindex }: PageMeta): void {
  useEffect(() => {
    if (!title) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);

  useEffect(() => {
    if (!noindex) return;
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => robots.remove();
  }, [noindex]);
}
