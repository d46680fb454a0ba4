import styled from 'styled-components';
import { theme } from 'shared-kernel';

/** The bar's height: the page below leaves room for it. */
export const NAVBAR_HEIGHT = 52;

/** The fixed dark bar: groups open as drop-down menus, folded behind a Menu button on a phone. */
export const Bar = styled.header`
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
    min-height: ${NAVBAR_HEIGHT}px;
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
  /* Outside the groups, at the far end of the bar. */
  .signout {
    margin-left: auto;
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .signout button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
  }
  .signout-problem {
    font-size: 0.85rem;
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
    background: ${theme.navMenuBg};
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
    .signout {
      margin-left: 0;
    }
    /* The menu opens below the bar's one line: Accueil, Menu, then the sign-out. */
    .items {
      order: 1;
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

/** A switch of the bar drawn as an icon (privacy, theme): a 44 px target, lit while pressed. */
export const IconToggle = styled.button`
  &&& {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
  }
  &[aria-pressed='true'] {
    background: rgba(255, 255, 255, 0.2);
  }
`;
