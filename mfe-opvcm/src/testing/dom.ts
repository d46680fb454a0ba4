/** DOM readers for tests: exact texts, no-break spaces included (fr-FR formats use them). */
import { within } from '@testing-library/dom';

const text = (el: Element | null | undefined) => (el?.textContent ?? '').trim();

/** The Cards (sections headed by an h3) inside a container, in order. */
export function cards(container: HTMLElement): HTMLElement[] {
  return within(container)
    .queryAllByRole('heading', { level: 3 })
    .map((h) => h.closest('section') as HTMLElement);
}

/** The Card titled `title` (its heading is an h3, or an h2 right under the page's h1). */
export function card(title: string, container: HTMLElement = document.body): HTMLElement {
  const heading = within(container)
    .getAllByRole('heading', { name: title })
    .find((h) => h.tagName !== 'H1');
  if (!heading) throw new Error(`carte « ${title} » absente`);
  return heading.closest('section') as HTMLElement;
}

const CARD_HEADING = ':is(h2, h3, h4)';

export const cardTitle = (c: HTMLElement) => text(c.querySelector(CARD_HEADING));

/** The big value of a Card (the paragraph right after its heading). */
export const cardValue = (c: HTMLElement) => text(c.querySelector(`${CARD_HEADING} + p`));

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
