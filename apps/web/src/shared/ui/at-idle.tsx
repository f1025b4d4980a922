import { type ComponentType, Suspense, useEffect, useState } from 'react';
import { whenIdle } from './when-idle.ts';

const IDLE_TIMEOUT_MS = 1000;

/**
 * `Component` (lazily loaded) as a part a page works without: it is shown once the browser is first
 * idle after mounting, and nothing before, nor while its code loads.
 */
export function atIdle<Props extends object>(Component: ComponentType<Props>) {
  return function AtIdle(props: Props) {
    const [idle, setIdle] = useState(false);
    useEffect(() => whenIdle(() => setIdle(true), IDLE_TIMEOUT_MS), []);
    if (!idle) return null;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
