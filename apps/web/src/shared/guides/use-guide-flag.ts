import { useLocalStorage } from '@mantine/hooks';

/**
 * A guide's browser flag as state: whether it was dismissed in this browser, read at
 * once so a dismissed guide never flashes, and the setter that dismisses it.
 */
export function useGuideFlag(flag: string) {
  return useLocalStorage({ key: flag, defaultValue: false, getInitialValueInEffect: false });
}
