// The browser's extension API (`chrome.*`, which Firefox offers too), as far as the extension
// calls it: the promise forms of Manifest V3.
declare namespace chrome {
  namespace runtime {
    const id: string;
    type MessageSender = { id?: string; url?: string };
    const onMessage: {
      /** A message is whatever the sender sent (it crossed a process boundary as JSON). */
      addListener<Message>(
        callback: (
          message: Message,
          sender: MessageSender,
          sendResponse: (response?: unknown) => void,
        ) => boolean | undefined,
      ): void;
    };
    function sendMessage(message: unknown): Promise<unknown>;
  }

  namespace storage {
    const local: {
      get(keys: string[]): Promise<Record<string, unknown>>;
      set(items: Record<string, unknown>): Promise<void>;
      remove(keys: string | string[]): Promise<void>;
    };
  }

  namespace permissions {
    function request(permissions: { origins?: string[]; permissions?: string[] }): Promise<boolean>;
  }

  namespace tabs {
    type Tab = { id?: number; url?: string };
    function query(query: { active?: boolean; currentWindow?: boolean }): Promise<Tab[]>;
    function create(properties: { url: string }): Promise<Tab>;
  }

  namespace scripting {
    type RegisteredContentScript = {
      id: string;
      matches?: string[];
      js?: string[];
      runAt?: 'document_start' | 'document_end' | 'document_idle';
    };
    /** Runs `func` in the tab with `args` (sent as JSON); one result per frame. */
    function executeScript<Args extends unknown[], Result>(injection: {
      target: { tabId: number };
      func: (...args: Args) => Result;
      args?: Args;
    }): Promise<{ result?: Awaited<Result> }[]>;
    function getRegisteredContentScripts(filter?: { ids?: string[] }): Promise<RegisteredContentScript[]>;
    function unregisterContentScripts(filter?: { ids?: string[] }): Promise<void>;
    function registerContentScripts(scripts: RegisteredContentScript[]): Promise<void>;
  }
}
