// Service worker: the app offline, one version at a time. Each build has its own cache, named by
// a hash of its files' bytes (vite.config.js fills in the list, scripts/sw-version.mjs the
// version), so a change to any file, hashed name or not, is a new version: a page is served
// only from the cache of the version that controls it, so old JS never meets new wasm. A new
// version installs beside the old one and waits; the page offers to reload into it (message
// 'activate'), or it takes over when every tab of the old version has closed.
const PRECACHE = self.__PRECACHE__ || [];
const VERSION = self.__VERSION__ || 'dev';
const CACHE = `sittuyin-${VERSION}`;

self.addEventListener('install', (event) => {
  // All of this version's files, or the install fails and the old version stays. Files without a
  // hash in their name (the pages, the manifest, the icon, the docs) are asked of the server
  // again, not taken from the HTTP cache, which may hold the old version's under the same name.
  const request = (url) => (url.startsWith('./assets/') ? url : new Request(url, { cache: 'no-cache' }));
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(['./', ...PRECACHE].map(request))));
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'activate') self.skipWaiting();
  if (event.data && event.data.type === 'version') event.source?.postMessage({ type: 'version', version: VERSION });
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('sittuyin-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== self.location.origin) return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(req, { ignoreSearch: req.mode === 'navigate' });
      if (hit) return hit;
      try {
        return await fetch(req);
      } catch {
        // Offline and not a file of this version: the app's page for navigations.
        return (req.mode === 'navigate' && (await cache.match('./'))) || Response.error();
      }
    }),
  );
});
