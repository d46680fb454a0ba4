import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocation, HOME_LABEL, NAV_GROUPS, hrefOf, navEntries, theme, type NavGroup } from 'shared-kernel';

const Bar = styled.header`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 100;
  background: ${theme.navBg};
  color: ${theme.navText};
  box-shadow: 0 2px 6px rgba(0, 0, 0, 0.3);
  nav {
    max-width: 1200px;
    margin: 0 auto;
    display: flex;
    align-items: center;
    gap: 4px;
    padding: 0 12px;
    min-height: 52px;
  }
  a,
  button {
    color: ${theme.navText};
    font: inherit;
    text-decoration: none;
    background: none;
    border: 0;
    padding: 10px 12px;
    border-radius: 6px;
    cursor: pointer;
    min-height: 44px;
  }
  a:hover,
  button:hover,
  a[aria-current='page'] {
    background: rgba(255, 255, 255, 0.12);
  }
  .burger {
    display: none;
    margin-left: auto;
  }
  .items {
    display: flex;
    align-items: center;
    gap: 4px;
  }
  .group {
    position: relative;
  }
  ul {
    position: absolute;
    top: 100%;
    left: 0;
    min-width: 200px;
    max-height: calc(100vh - 60px);
    overflow-y: auto;
    margin: 4px 0 0;
    padding: 6px;
    list-style: none;
    background: #262e38;
    border-radius: 8px;
    box-shadow: 0 6px 18px rgba(0, 0, 0, 0.35);
  }
  ul a {
    display: block;
    white-space: nowrap;
  }
  @media (max-width: 767px) {
    nav {
      flex-wrap: wrap;
    }
    .burger {
      display: block;
    }
    .items {
      display: none;
      width: 100%;
      flex-direction: column;
      align-items: stretch;
      padding-bottom: 8px;
    }
    .items.open {
      display: flex;
    }
    ul {
      position: static;
      box-shadow: none;
    }
    .group > button {
      width: 100%;
      text-align: left;
    }
  }
`;

export const NAVBAR_HEIGHT = 52;

/** Fixed dark navbar of spec section 2, drawn from the shared route table alone. */
export function NavBar() {
  const { pathname } = useLocation();
  const [openGroup, setOpenGroup] = useState<NavGroup | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    setOpenGroup(null);
    setMenuOpen(false);
  }, [pathname]);

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
                  onClick={() => setOpenGroup(open ? null : g.id)}
                >
                  {g.label} ▾
                </button>
                {open ? (
                  <ul id={`nav-${g.id}`}>
                    {navEntries(g.id).map((r) => (
                      <li key={r.path}>
                        <a href={hrefOf(r.path)} aria-current={current(r.path)}>
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
      </nav>
    </Bar>
  );
}
