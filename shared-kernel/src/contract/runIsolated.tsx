/**
 * Runs a remote on its own dev host (no shell): mounts its pages parcel into #root so one
 * page can be worked on quickly. Routes are reached through the hash as usual.
 */
import { mountRootParcel } from 'single-spa';
import type { RemoteModule } from './remoteModule';
import { insertThemeStyle } from '../ui/theme';

export function runIsolated(remote: RemoteModule): void {
  const domElement = document.getElementById('root');
  if (!domElement) throw new Error('élément #root absent');
  // No shell, so no GlobalStyle: the page gets the theme's variables here.
  insertThemeStyle();
  mountRootParcel(remote.app as never, { domElement });
}
