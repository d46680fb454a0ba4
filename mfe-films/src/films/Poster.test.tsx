import { fireEvent, render, screen } from '@testing-library/react';
import { Poster } from './Poster';

describe('Poster', () => {
  it('loads the width-92 poster of the image service', () => {
    render(<Poster path="/abc.jpg" label="Affiche de Dune" />);
    const img = screen.getByRole('img', { name: 'Affiche de Dune' });
    expect(img).toHaveAttribute('src', 'https://image.tmdb.org/t/p/w92/abc.jpg');
    expect(img).toHaveAttribute('width', '92');
  });

  it('shows the local placeholder when the image cannot load', () => {
    render(<Poster path="/abc.jpg" label="Affiche de Dune" />);
    fireEvent.error(screen.getByRole('img', { name: 'Affiche de Dune' }));
    expect(screen.queryByRole('img', { name: 'Affiche de Dune' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Affiche de Dune (affiche indisponible)' })).toHaveTextContent('Pas d’affiche');
  });

  it('shows the placeholder for a film without poster, decorative in lists', () => {
    const { container } = render(<Poster path={null} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
