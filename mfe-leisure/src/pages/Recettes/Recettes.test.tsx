import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import type { Recipe } from 'area-leisure/contract';
import { fixtureOf, holdApi, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { bodyRows, cells, headers } from '../../testing/dom';

const recipes = fixtureOf('recettes');
const CAPTION = 'Liste des recettes';
const table = () => screen.getByRole('table', { name: CAPTION });
const shownIds = () => bodyRows(table()).map((row) => cells(row)[0]);
const idsOf = (rs: Recipe[]) => rs.map((r) => String(r.id));

describe('recipes (/recettes)', () => {
  it('shows a spinner, then every recipe: ID linking to its sheet, title, note as readable stars', async () => {
    const release = holdApi();
    await renderRoute('/recettes');
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
    release();
    await screen.findByRole('table', { name: CAPTION });
    expect(headers(table())).toEqual(['ID', 'Titre', 'Type', 'Note']);
    expect(shownIds()).toEqual(idsOf(recipes));
    for (const r of recipes) {
      const link = within(table()).getByRole('link', { name: new RegExp(`^${r.id} : ouvrir la fiche ${r.titre}$`) });
      expect(link).toHaveAttribute('href', `#/recette/${r.id}`);
      expect(link).toHaveTextContent(String(r.id));
      const row = link.closest('tr')!;
      expect(within(row).getByRole('img', { name: `${r.note} sur 5` })).toBeInTheDocument();
      expect(cells(row)[1]).toBe(r.titre);
      expect(row.textContent).toContain('★'.repeat(5)); // filled and empty stars together
    }
    expect(screen.getByText(`${recipes.length} recettes`)).toBeInTheDocument();
  });

  it('offers the types all, salée, dessert, pâte', async () => {
    await renderRoute('/recettes');
    await screen.findByRole('table', { name: CAPTION });
    const select = screen.getByRole('combobox', { name: 'Type' }) as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.textContent)).toEqual(['all', 'salée', 'dessert', 'pâte']);
    expect(select.value).toBe('all');
  });

  it('combines the text search and the type select', async () => {
    await renderRoute('/recettes');
    await screen.findByRole('table', { name: CAPTION });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'dessert');
    const desserts = recipes.filter((r) => r.type === 'dessert');
    expect(shownIds()).toEqual(idsOf(desserts));
    expect(screen.getByText(`${desserts.length} recettes sur ${recipes.length}`)).toBeInTheDocument();

    const word = desserts[0]!.titre.split(' ').pop()!;
    await userEvent.type(screen.getByRole('searchbox', { name: /Rechercher/ }), word);
    const expected = desserts.filter((r) => r.titre.includes(word) || r.ingredients.some((i) => i.nom.includes(word)));
    expect(shownIds()).toEqual(idsOf(expected));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'salée');
    const salty = recipes.filter((r) => r.type === 'salée' && (r.titre.includes(word) || r.ingredients.some((i) => i.nom.includes(word))));
    expect(salty).toEqual([]);
    expect(table()).toHaveTextContent('Aucune recette ne correspond à la recherche.');
  });

  it('shows the spec message and Réessayer when the recipes cannot be loaded', async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/recettes', { failures: { recettes: 503 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('unable to load recettes on recettesstore init');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith('unable to load recettes on recettesstore init', expect.any(Error));
    consoleError.mockRestore();
  });
});
