/**
 * Mounts a remote's lifecycles the way the shell does (a single-spa parcel with its own
 * HashRouter) at a given hash route, for component and contract tests.
 */
import { mountRootParcel } from 'single-spa';
import type { Lifecycles, RemoteModule } from '../contract/remoteModule';

export interface Mounted {
  container: HTMLElement;
  unmount: () => Promise<void>;
}

/** Waits until the page's own chunk (lazyPage) has replaced its loading placeholder. */
async function lazyPagesLoaded(container: HTMLElement, timeoutMs = 2000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (container.querySelector('[data-lazy-page]') && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export async function mountLifecycles(lifecycles: Lifecycles, route = '/'): Promise<Mounted> {
  window.location.hash = `#${route}`;
  const container = document.createElement('div');
  document.body.appendChild(container);
  // single-spa resolves the mount from a timer after React commits: wait outside act.
  const parcel = mountRootParcel(lifecycles as never, { domElement: container });
  await parcel.mountPromise;
  await lazyPagesLoaded(container);
  return {
    container,
    unmount: async () => {
      await parcel.unmount();
      container.remove();
    },
  };
}

export function mountRemoteRoute(remote: RemoteModule, route: string): Promise<Mounted> {
  return mountLifecycles(remote.app, route);
}
