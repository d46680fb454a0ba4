import { useEffect, type ReactNode } from 'react';
import { HashRouter as RouterOnHash, useLocation } from 'react-router-dom';

/**
 * React Router as the apps use it. It reaches them only through shared-kernel (a shared
 * singleton), so shell and remotes read one router instance, and the bundle carries just
 * these exports rather than the whole library that sharing react-router-dom itself would
 * ship. Import them from 'shared-kernel', never from 'react-router-dom'
 * (enforced by eslint.config.mjs, no-restricted-imports).
 */
export { MemoryRouter, Route, Routes, matchPath, useLocation, useParams, useSearchParams } from 'react-router-dom';

/** The path the hash names now, as React Router reads it (an empty hash is Home). */
function hashPath(): string {
  const path = window.location.hash.slice(1);
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * Catches up with a hash that moved before the router listened. React Router's HashRouter
 * reads the hash when it first renders and listens from its commit on; our roots render as
 * transitions, in slices, and a hash changed in between (a link tapped on the pre-rendered
 * page, a test going on at once) was never heard: the shell stayed on the opening page.
 * A passive effect runs after the router's own subscription (a layout effect), so the
 * popstate it sends is heard.
 */
function CatchUp() {
  const { pathname, search, hash } = useLocation();
  const shown = `${pathname}${search}${hash}`;
  useEffect(() => {
    // After each commit; once the router listens, a mismatch only means a change already on its way (one popstate more, the same location).
    if (hashPath() !== shown) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, [shown]);
  return null;
}

/** React Router's HashRouter, without losing a change of the hash made while its first render was on its way. */
export function HashRouter({ children }: { children?: ReactNode }) {
  return (
    <RouterOnHash>
      <CatchUp />
      {children}
    </RouterOnHash>
  );
}
