/**
 * What the back button closes before it leaves a page, each closed by Escape: Mantine's modals,
 * drawers and menus, and anything open that says so (the phone's navigation).
 */
const OVERLAYS =
  '.mantine-Modal-content, .mantine-Drawer-content, .mantine-Menu-dropdown, [data-closes-on-escape]';

/** The open overlays matching `selector`, in the order drawn (Mantine portals append as they open). */
export const openOverlays = (selector: string = OVERLAYS): HTMLElement[] =>
  [...document.querySelectorAll<HTMLElement>(selector)].filter(
    // Kept-mounted closed overlays are display: none; without checkVisibility every one counts.
    (element) => element.checkVisibility?.() ?? true,
  );

/** Whether a dialog (a Mantine modal) is open: over a drawer, it is the one Escape closes. */
export const dialogOpen = (): boolean => openOverlays('.mantine-Modal-content').length > 0;
