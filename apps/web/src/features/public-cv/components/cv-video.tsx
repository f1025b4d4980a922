import type { PublicVideo } from '@hirelane/contract/sharing';
import { Box, Text } from '@mantine/core';
import printClasses from '../../../shared/ui/print.module.css';

export type CvVideoProps = { video: PublicVideo };

/**
 * The self-introduction video a shared CV or profile plays. Nothing loads before the visitor
 * presses play (`preload="none"`): the poster stands in, and the URL answers range requests.
 */
export function CvVideo({ video }: CvVideoProps) {
  return (
    <Box component="figure" m={0} maw={640} className={printClasses.screenOnly}>
      {/* biome-ignore lint/a11y/useMediaCaption: a recording of the person speaking; no caption track exists. */}
      <video
        controls
        preload="none"
        src={video.playbackUrl}
        poster={video.posterUrl ?? undefined}
        aria-label={video.name}
        style={{ display: 'block', width: '100%', borderRadius: 8, background: 'black' }}
      />
      <Text component="figcaption" size="sm" c="dimmed" mt={4}>
        {video.name}
      </Text>
    </Box>
  );
}
