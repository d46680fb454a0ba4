/** DOM readers for tests: exact texts, no-break spaces included (fr-FR formats use them). */
const text = (el: Element | null | undefined) => (el?.textContent ?? '').trim();

export function headers(t: HTMLElement): string[] {
  return Array.from(t.querySelectorAll('thead th')).map(text);
}

export function bodyRows(t: HTMLElement): HTMLTableRowElement[] {
  return Array.from(t.querySelectorAll('tbody tr'));
}

export function cells(row: HTMLTableRowElement): string[] {
  return Array.from(row.querySelectorAll('td')).map(text);
}
