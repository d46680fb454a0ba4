/** DOM readers for tests: exact texts, no-break spaces included (fr-FR formats use them). */
import { screen, within } from '@testing-library/dom';

const text = (el: Element | null | undefined) => (el?.textContent ?? '').trim();

/** The Card (a section headed by an h3) titled `title`. */
export function card(title: string, container: HTMLElement = document.body): HTMLElement {
  const heading = within(container).getByRole('heading', { level: 3, name: title });
  const section = heading.closest('section');
  if (!section) throw new Error(`carte « ${title} » introuvable`);
  return section as HTMLElement;
}

/** The big value of a Card (the paragraph right after its heading). */
export function cardValue(title: string, container?: HTMLElement): string {
  return text(card(title, container).querySelector('h3 + p'));
}

/** All texts of a Card, in order. */
export function cardTexts(title: string, container?: HTMLElement): string[] {
  return Array.from(card(title, container).querySelectorAll('p, dt, dd')).map(text);
}

/** The table whose caption is `caption`. */
export function table(caption: string): HTMLTableElement {
  return screen.getByRole('table', { name: caption }) as HTMLTableElement;
}

export { bodyRows, cells, headers } from 'shared-kernel/testing';
