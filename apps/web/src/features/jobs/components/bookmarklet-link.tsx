import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bookmarkletCode } from '../model/bookmarklet.ts';
import { LinkIcon } from './icons.tsx';

/**
 * The bookmarklet as a button to drag to the bookmarks bar (its text becomes the bookmark's name).
 * React refuses `javascript:` in href, so the link gets it after mounting; a click here does nothing.
 */
export function BookmarkletLink() {
  const { t } = useTranslation('jobs');
  const ref = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    ref.current?.setAttribute('href', bookmarkletCode(window.location.origin));
  }, []);
  return (
    <Button
      ref={ref}
      component="a"
      size="xs"
      variant="light"
      leftSection={<LinkIcon />}
      title={t('fromLink.bookmarklet.drag')}
      onClick={(event) => event.preventDefault()}
    >
      {t('fromLink.bookmarklet.name')}
    </Button>
  );
}
