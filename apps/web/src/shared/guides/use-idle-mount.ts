import { useEffect, useState } from 'react';
import { whenIdle } from '../ui/when-idle.ts';

const IDLE_TIMEOUT_MS = 1000;

/** False until the browser is first idle after mounting: for parts a page works without. */
export function useIdleMount(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true), IDLE_TIMEOUT_MS), []);
  return mounted;
}
