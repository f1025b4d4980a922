// @ts-check
// Runs on Hirelane's connect page only, as a content script (no module): the build puts it inside
// `(() => { const MESSAGES = …; … })()` with the message names the page uses. It answers the page's
// hello, and passes the token the page posts (same window, same origin) to the extension.
window.addEventListener('message', (event) => {
  if (event.source !== window || event.origin !== window.location.origin) return;
  const data = event.data;
  if (data?.type === MESSAGES.hello) {
    window.postMessage({ type: MESSAGES.here }, window.location.origin);
  } else if (data?.type === MESSAGES.token && typeof data.token === 'string') {
    chrome.runtime
      .sendMessage({ type: 'connect', token: data.token })
      .catch(() => false)
      .then((connected) =>
        window.postMessage(
          { type: MESSAGES.connected, connected: connected === true },
          window.location.origin,
        ),
      );
  }
});
