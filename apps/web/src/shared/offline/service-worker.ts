import { Workbox } from 'workbox-window';
import { i18n } from '../i18n/i18n.ts';
import { toast } from '../ui/toast.ts';

const UPDATE_TOAST_ID = 'app-update';

/**
 * Registers the build's service worker (sw.js, precaching the app shell). A new version installs
 * beside the running one and waits: the app offers "Reload to update", and only on that click does
 * the new worker take over and the page reload, so a page never mixes two versions' files.
 */
export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  let updateAsked = false;
  workbox.addEventListener('controlling', () => {
    if (updateAsked) window.location.reload();
  });
  workbox.addEventListener('waiting', () => {
    toast.info(i18n.t('common:offline.updateReady'), {
      id: UPDATE_TOAST_ID,
      duration: Number.POSITIVE_INFINITY,
      action: {
        label: i18n.t('common:offline.reloadToUpdate'),
        onClick: () => {
          updateAsked = true;
          workbox.messageSkipWaiting();
        },
      },
    });
  });
  await workbox.register();
}
