import { onlineManager } from '@tanstack/react-query';
import { onTestFinished } from 'vitest';

/** Takes the app offline for the rest of the test; it is back online once the test ends. */
export function goOfflineForTheTest(): void {
  onlineManager.setOnline(false);
  onTestFinished(() => onlineManager.setOnline(true));
}
