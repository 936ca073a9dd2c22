// `react-dom` (the browser renderer, 127 KB minified) inside the Worker: the server renders with
// react-dom/server, which needs only React's internals; what imports `react-dom` there
// (react-router-dom's client router, a portal behind `typeof document`) never calls it on the
// server. wrangler.toml aliases `react-dom` to this module for the Worker bundle only (the
// browser bundle is Vite's and keeps the real one). Calling it on the server is a bug: it throws.
function browserOnly(name: string) {
  return () => {
    throw new Error(`react-dom ${name}() called in the Worker: it renders only on the client`);
  };
}
export const createPortal = browserOnly("createPortal");
export const createRoot = browserOnly("createRoot");
export const hydrateRoot = browserOnly("hydrateRoot");
export const render = browserOnly("render");
export const hydrate = browserOnly("hydrate");
export const flushSync = undefined;
export const unstable_batchedUpdates = undefined;
export const version = "18.3.1";
export default { createPortal, createRoot, hydrateRoot, render, hydrate, flushSync, unstable_batchedUpdates, version };
