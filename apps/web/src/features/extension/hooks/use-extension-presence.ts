import { EXTENSION_MESSAGES } from '@hirelane/contract/extension';
import { useEffect, useState } from 'react';
import { greetExtension, isOwnMessage } from '../model/extension-bridge.ts';

export type ExtensionPresence = 'looking' | 'present' | 'absent';

const HELLO_EVERY_MS = 250;
const LOOK_FOR_MS = 3000;

/**
 * Whether the Hirelane extension runs on this page: hello every 250 ms (its script may start after
 * the page) until it answers, 'absent' after 3 s without an answer.
 */
export function useExtensionPresence(): ExtensionPresence {
  const [presence, setPresence] = useState<ExtensionPresence>('looking');
  useEffect(() => {
    let found = false;
    const onMessage = (event: MessageEvent) => {
      if (isOwnMessage(event) && event.data?.type === EXTENSION_MESSAGES.here) {
        found = true;
        setPresence('present');
      }
    };
    window.addEventListener('message', onMessage);
    greetExtension();
    const hello = window.setInterval(() => {
      if (!found) greetExtension();
    }, HELLO_EVERY_MS);
    const giveUp = window.setTimeout(() => {
      window.clearInterval(hello);
      if (!found) setPresence('absent');
    }, LOOK_FOR_MS);
    return () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(hello);
      window.clearTimeout(giveUp);
    };
  }, []);
  return presence;
}
