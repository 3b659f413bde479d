// Offline support and updates: registers the service worker, looks for a new deployment (at load
// and every hour), and when one is installed offers to reload into it. Every open tab reloads
// when the new version takes over, so no page runs old code against new files.
export interface UpdateUi {
  /** Shows the offer to reload into the new version; `accept` activates it. */
  offer(accept: () => void): void;
}

export function registerServiceWorker(ui: UpdateUi): void {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  let reloading = false;
  const hadController = sw.controller !== null;
  sw.addEventListener('controllerchange', () => {
    // The first install takes control without a reload; a new version reloads every tab.
    if (!hadController || reloading) return;
    reloading = true;
    location.reload();
  });
  sw.register('./sw.js').then((registration) => {
    const waiting = (): void => {
      const w = registration.waiting;
      if (w && sw.controller) ui.offer(() => w.postMessage({ type: 'activate' }));
    };
    waiting();
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed') waiting();
      });
    });
    const check = (): void => { registration.update().catch(() => { /* offline */ }); };
    setInterval(check, 60 * 60 * 1000);
    document.addEventListener('visibilitychange', () => { if (document.visibilityState === 'visible') check(); });
  }).catch(() => { /* offline support unavailable */ });
}
