/** DOM readers for tests: exact texts, no-break spaces included (fr-FR formats use them). */
import { within } from '@testing-library/dom';

const text = (el: Element | null | undefined) => (el?.textContent ?? '').trim();

/** The Cards (sections headed by an h3) inside a container, in order. */
export function cards(container: HTMLElement): HTMLElement[] {
  return within(container)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.closest('section') as HTMLElement);
}

/** The Card titled `title`. */
export function card(title: string, container: HTMLElement = document.body): HTMLElement {
  const heading = within(container).getByRole('heading', { level: 3, name: title });
  return heading.closest('section') as HTMLElement;
}

export const cardTitle = (c: HTMLElement) => text(c.querySelector('h3'));

/** The big value of a Card (the paragraph right after its heading). */
export const cardValue = (c: HTMLElement) => text(c.querySelector('h3 + p'));

/** A Card's description list as [term, definition] pairs, in order. */
export function cardFigures(c: HTMLElement): Array<[string, string]> {
  return Array.from(c.querySelectorAll('dt')).map((dt) => [text(dt), text(dt.nextElementSibling)]);
}

export function headers(t: HTMLTableElement): string[] {
  return Array.from(t.querySelectorAll('thead th')).map(text);
}

export function bodyRows(t: HTMLTableElement): HTMLTableRowElement[] {
  return Array.from(t.querySelectorAll('tbody tr'));
}

export function cells(row: HTMLTableRowElement): string[] {
  return Array.from(row.querySelectorAll('td')).map(text);
}

/** Texts of the items of a list. */
export function itemTexts(list: HTMLElement): string[][] {
  return Array.from(list.querySelectorAll('li')).map((li) => Array.from(li.children).map(text).filter(Boolean));
}
