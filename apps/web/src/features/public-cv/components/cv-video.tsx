import type { PublicVideo } from '@hirelane/contract/sharing';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import printClasses from '../../../shared/ui/print.module.css';

export type CvVideoProps = {
  video: PublicVideo;
  /** Whose video it is (the CV's name), or null when the CV has none. */
  owner: string | null;
};

/**
 * The self-introduction video a shared CV or profile plays. Nothing loads before the visitor
 * presses play (`preload="none"`): the poster stands in, and the URL answers range requests. It is
 * named by whose it is: the video's own name is its owner's private label, and nothing the owner
 * wrote for the public describes it, so it has no caption.
 */
export function CvVideo({ video, owner }: CvVideoProps) {
  const { t } = useTranslation('publicCv');
  return (
    <Box maw={640} className={printClasses.screenOnly}>
      {/* biome-ignore lint/a11y/useMediaCaption: a recording of the person speaking; no caption track exists. */}
      <video
        controls
        preload="none"
        src={video.playbackUrl}
        poster={video.posterUrl ?? undefined}
        aria-label={owner ? t('video.label', { name: owner }) : t('video.unnamed')}
        style={{ display: 'block', width: '100%', borderRadius: 8, background: 'black' }}
      />
    </Box>
  );
}
