/** DOM readers for tests: exact texts, no-break spaces included (fr-FR formats use them). */
export const textOf = (el: Element | null | undefined): string => (el?.textContent ?? '').trim();

export function headers(table: HTMLElement): string[] {
  return Array.from(table.querySelectorAll('thead th')).map(textOf);
}

export function bodyRows(table: HTMLElement): HTMLTableRowElement[] {
  return Array.from(table.querySelectorAll('tbody tr'));
}

export function cells(row: HTMLTableRowElement): string[] {
  return Array.from(row.querySelectorAll('td')).map(textOf);
}

/** The big value of a Card (the paragraph right after its h3). */
export const cardValueOf = (card: HTMLElement): string => textOf(card.querySelector('h3 + p'));
