import { render } from '@testing-library/react';
import { FigureList } from './FigureList';
import { theme } from './theme';

// The colours are CSS variables of the theme, which jsdom reports as written.

/** Each label with the text of the element right after it, as a reader pairs them. */
const pairs = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('FigureList', () => {
  it('lists each label followed by its value, in order, in a description list', () => {
    const { container } = render(
      <FigureList
        items={[
          { label: 'Achat', value: '2 000,00 €' },
          { label: 'Placements', value: 5 },
          { label: 'Plus-value', value: <strong>+12,00 €</strong> },
        ]}
      />,
    );
    expect(container.querySelectorAll('dl')).toHaveLength(1);
    expect(pairs(container)).toEqual([
      ['Achat', '2 000,00 €'],
      ['Placements', '5'],
      ['Plus-value', '+12,00 €'],
    ]);
    for (const dt of container.querySelectorAll('dt')) expect(dt.nextElementSibling?.tagName).toBe('DD');
  });

  it('shows labels muted, a loss in the danger colour and a total row in bold', () => {
    const { getByText } = render(
      <FigureList
        items={[
          { label: 'Achat', value: '10,00 €' },
          { label: 'Différence', value: '-5,00 €', tone: 'loss' },
          { label: 'Total des loyers', value: '30,00 €', tone: 'total' },
        ]}
      />,
    );
    expect(getComputedStyle(getByText('Achat')).color).toBe(theme.muted);
    expect(getComputedStyle(getByText('10,00 €')).color).not.toBe(theme.danger);
    expect(getComputedStyle(getByText('-5,00 €')).color).toBe(theme.danger);
    for (const text of ['Total des loyers', '30,00 €']) {
      expect(getComputedStyle(getByText(text)).fontWeight).toBe('700');
      expect(getComputedStyle(getByText(text)).color).toBe(theme.text);
    }
    expect(getComputedStyle(getByText('Achat')).fontWeight).not.toBe('700');
  });
});
