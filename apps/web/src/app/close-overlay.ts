import { openOverlays } from '../shared/ui/open-overlays.ts';

/** Closes the topmost open overlay as the Escape key would; false when nothing is open. */
export function closeTopmostOverlay(): boolean {
  // The one drawn last is on top.
  const overlay = openOverlays().at(-1);
  if (!overlay) return false;
  // A menu's Escape comes from inside it (a part marked to stop there), so the drawer or dialog
  // under the menu stays open, as with the key itself.
  const target = overlay.querySelector('[data-mantine-stop-propagation="true"]') ?? overlay;
  target.dispatchEvent(
    new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, cancelable: true }),
  );
  return true;
}
