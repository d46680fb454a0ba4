import { useEffect, useRef, useState } from 'react';
import { useLocation, hrefOf, type NavGroup, type RouteEntry } from 'shared-kernel';
import { warmRoute, warmRoutes } from '../federation/warmUp';
import { useRouteEntries } from '../routes/routeTables';
import { HOME_LABEL, NAV_GROUPS } from '../routes/shellRoutes';
import { Bar } from './NavBar.styles';
import { PrivacyToggle } from './PrivacyToggle';
import { SignOutButton } from './SignOutButton';
import { ThemeToggle } from './ThemeToggle';

/** A group's entries, whoever serves them, in their order. */
export const navEntries = (entries: readonly RouteEntry[], group: NavGroup): RouteEntry[] =>
  entries.filter((r) => r.nav?.group === group).sort((a, b) => a.nav!.order - b.nav!.order);

/** The fixed dark navbar: Accueil, then one menu per group, drawn from the known route tables alone (no remote code needed). */
export function NavBar() {
  const { pathname } = useLocation();
  const entries = useRouteEntries();
  const [openGroup, setOpenGroup] = useState<NavGroup | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menusOf, setMenusOf] = useState(pathname);
  const ref = useRef<HTMLElement>(null);

  // A new page closes the menus. Not an effect: one would also run at mount, and close a menu
  // opened by a click made before the app was drawn (earlyClick.ts).
  if (menusOf !== pathname) {
    setMenusOf(pathname);
    setOpenGroup(null);
    setMenuOpen(false);
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpenGroup(null);
    };
    const onClick = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpenGroup(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, []);

  const current = (path: string) => (pathname.replace(/\/+$/, '') || '/') === path ? 'page' : undefined;

  return (
    <Bar ref={ref}>
      <nav aria-label="Navigation principale">
        <a href={hrefOf('/')} aria-current={current('/')}>
          {HOME_LABEL}
        </a>
        <button
          type="button"
          className="burger"
          aria-expanded={menuOpen}
          aria-controls="nav-items"
          onClick={() => setMenuOpen((o) => !o)}
        >
          ☰ Menu
        </button>
        <div id="nav-items" className={menuOpen ? 'items open' : 'items'}>
          {NAV_GROUPS.map((g) => {
            const open = openGroup === g.id;
            return (
              <div className="group" key={g.id}>
                <button
                  type="button"
                  aria-expanded={open}
                  aria-controls={`nav-${g.id}`}
                  onClick={() => {
                    if (!open) warmRoutes(navEntries(entries, g.id).map((r) => r.path));
                    setOpenGroup(open ? null : g.id);
                  }}
                >
                  {g.label} ▾
                </button>
                {open ? (
                  <ul id={`nav-${g.id}`}>
                    {navEntries(entries, g.id).map((r) => (
                      <li key={r.path}>
                        <a href={hrefOf(r.path)} aria-current={current(r.path)} onPointerEnter={() => warmRoute(r.path)} onFocus={() => warmRoute(r.path)}>
                          {r.nav?.label}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            );
          })}
        </div>
        <PrivacyToggle />
        <ThemeToggle />
        <SignOutButton />
      </nav>
    </Bar>
  );
}
