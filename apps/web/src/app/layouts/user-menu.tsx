import { useDeferredMenu } from '../../shared/ui/deferred-menu.ts';
import { loadOnce } from '../../shared/ui/load-once.ts';
import { UserMenuButton } from './user-menu-button.tsx';

const loadUserMenu = loadOnce(async () => (await import('./user-menu-loaded.tsx')).LoadedUserMenu);

/**
 * Account menu: the user's name (user-menu-button.tsx), the account pages and sign out. The menu's
 * code loads on first use of its button (shared/ui/deferred-menu.ts), not with every page.
 */
export function UserMenu() {
  const { loaded: LoadedUserMenu, triggerProps } = useDeferredMenu(loadUserMenu);
  if (LoadedUserMenu) return <LoadedUserMenu />;
  return <UserMenuButton {...triggerProps} />;
}
