import { Card, Skeleton, Stack } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { lazyNamed } from '../../../shared/ui/lazy.tsx';
import { whenIdle } from '../../../shared/ui/when-idle.ts';

export const PREVIEW_ID = 'cv-preview';

/** At the latest this long after the builder is shown, the design panel starts loading, idle or not. */
const LOAD_IDLE_TIMEOUT_MS = 300;

const CvDesignPanel = lazyNamed(() => import('./cv-design-panel.tsx'), 'CvDesignPanel');

/** The panel's place while its code loads: the same card, so nothing jumps when it arrives. */
function PanelPlaceholder() {
  return (
    <Card withBorder padding="lg" id={PREVIEW_ID} aria-busy="true">
      <Stack gap="md">
        <Skeleton height={24} width="40%" />
        <Skeleton height={180} />
        <Skeleton height={320} />
      </Stack>
    </Card>
  );
}

/**
 * The design panel (thumbnails, choices, the paged preview and the CV renderer: one chunk of its
 * own) loads once the builder's sections have painted, so the sections come first on a slow line.
 */
export function CvDesignPanelLoader() {
  const [ready, setReady] = useState(false);
  useEffect(() => whenIdle(() => setReady(true), LOAD_IDLE_TIMEOUT_MS), []);
  if (!ready) return <PanelPlaceholder />;
  return (
    <Suspense fallback={<PanelPlaceholder />}>
      <CvDesignPanel id={PREVIEW_ID} />
    </Suspense>
  );
}
