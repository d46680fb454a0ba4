/**
 * Navigation that every router hears. The shell and each remote run their own HashRouter
 * on the same hash; a React Router <Link> uses pushState, which the other routers never
 * hear, so anything that may leave a remote goes through the hash itself.
 */

/** The href of a hash route, for plain anchors. */
export function hrefOf(path: string): string {
  return `#${path.startsWith('/') ? path : `/${path}`}`;
}

/** Navigates by setting the hash, which fires hashchange/popstate for every router. */
export function goTo(path: string): void {
  window.location.hash = hrefOf(path);
}
