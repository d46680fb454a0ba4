import { render, screen, within } from '@testing-library/react';
import { FirstSection } from './FirstSection';

describe('FirstSection', () => {
  it('says that it loads, in a line of text, when it has nothing to show yet', () => {
    render(<FirstSection title="À faire" />);
    const box = screen.getByRole('region', { name: 'À faire' });
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(within(box).getByRole('status')).toHaveTextContent('Chargement…');
  });

  it('shows its content under the same heading, no longer busy', () => {
    render(
      <FirstSection title="À faire">
        <p>Rien à faire pour le moment.</p>
      </FirstSection>,
    );
    const box = screen.getByRole('region', { name: 'À faire' });
    expect(box).not.toHaveAttribute('aria-busy');
    expect(within(box).queryByRole('status')).toBeNull();
    expect(within(box).getByRole('heading', { level: 2 })).toHaveTextContent('À faire');
    expect(box).toHaveTextContent('Rien à faire pour le moment.');
  });
});
