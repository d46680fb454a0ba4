import type { APIRequestContext, Page } from '@playwright/test';
import { API, expect, openRoute, test } from './fixtures';

// The film browser against the embedded api's movie-database gateway (offline catalog in
// e2e: no TMDB_API_KEY). Expectations are read from the gateway itself.

interface MovieRow {
  id: number;
  title?: string;
  original_title: string;
}
interface MoviePage {
  page: number;
  results: MovieRow[];
  total_pages: number;
  total_results: number;
}

async function tmdb<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${API}/tmdb/3/${path}`);
  expect(res.ok(), `GET /tmdb/3/${path}`).toBe(true);
  return (await res.json()) as T;
}

const titleOf = (m: MovieRow) => m.title ?? m.original_title;
const filmCards = (page: Page) => page.getByTestId('film');
const summary = (page: Page) => page.getByText(/ · page \d+ sur \d+$/);
const pager = (page: Page) => page.getByRole('navigation', { name: /^Pages : / });
const filmHeading = (page: Page) => page.getByRole('heading', { level: 2 }).first();

test('lists the popular films, switches to the top rated, each film linking to its page', async ({ page, request }) => {
  const popular = await tmdb<MoviePage>(request, 'movie/popular?language=fr-FR&page=1');
  const topRated = await tmdb<MoviePage>(request, 'movie/top_rated?language=fr-FR&page=1');
  await openRoute(page, '/films', 'Films');
  await expect(page.getByRole('heading', { level: 2, name: 'Films populaires' })).toBeVisible();
  await expect(filmCards(page)).toHaveCount(popular.results.length);
  await expect(filmCards(page).first().getByRole('link')).toHaveText(titleOf(popular.results[0]!));
  await expect(filmCards(page).first().getByRole('link')).toHaveAttribute('href', `#/film/${popular.results[0]!.id}`);
  await expect(summary(page)).toHaveText(new RegExp(`page 1 sur ${popular.total_pages}$`));

  await page.getByRole('button', { name: 'Les mieux notés' }).click();
  await expect(page.getByRole('button', { name: 'Les mieux notés' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Films les mieux notés' })).toBeVisible();
  await expect(filmCards(page).first().getByRole('link')).toHaveText(titleOf(topRated.results[0]!));
  // The good-vote highlight is written, not only coloured.
  await expect(filmCards(page).first()).toContainText('Très bien noté');
});

test('searches by title, year and genre, and runs nothing while the input is empty', async ({ page, request }) => {
  const year1994 = await tmdb<MoviePage>(request, 'discover/movie?language=fr-FR&primary_release_year=1994&sort_by=popularity.desc&page=1');
  await openRoute(page, '/films', 'Films');
  await expect(filmCards(page).first()).toBeVisible();

  await page.getByRole('button', { name: 'Par titre' }).click();
  const title = page.getByRole('searchbox', { name: 'Titre' });
  await expect(title).toBeFocused();
  await expect(page.getByText('Saisissez un titre pour lancer la recherche.')).toBeVisible();
  await expect(filmCards(page)).toHaveCount(0);
  await page.keyboard.type('parrain');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Titres contenant « parrain »' })).toBeVisible();
  await expect(filmCards(page)).toHaveCount(1);
  await expect(filmCards(page).getByRole('link')).toHaveText('Le Parrain');

  await page.getByRole('button', { name: 'Par année' }).click();
  const year = page.getByRole('textbox', { name: 'Année de sortie' });
  await year.fill('1994');
  await expect(page.getByRole('heading', { level: 2, name: 'Films sortis en 1994' })).toBeVisible();
  await expect(filmCards(page)).toHaveCount(year1994.results.length);
  await year.fill('18');
  await expect(page.getByText('L’année doit être comprise entre 1870 et 2100.')).toBeVisible();
  await expect(filmCards(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Par genre' }).click();
  await expect(page.getByText('Choisissez un genre pour lancer la recherche.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Genre' }).selectOption({ label: 'Western' });
  await expect(page.getByRole('heading', { level: 2, name: 'Films du genre Western' })).toBeVisible();
  await expect(filmCards(page).first()).toBeVisible();
});

test('paginates with page numbers, next and previous, and goes back to page 1 when the query changes', async ({ page, request }) => {
  const popular = await tmdb<MoviePage>(request, 'movie/popular?language=fr-FR&page=1');
  const page2 = await tmdb<MoviePage>(request, 'movie/popular?language=fr-FR&page=2');
  expect(popular.total_pages).toBeGreaterThan(6);
  await openRoute(page, '/films', 'Films');
  await expect(summary(page)).toHaveText(new RegExp(`page 1 sur ${popular.total_pages}$`));
  await expect(pager(page).getByRole('button', { name: 'Précédent' })).toBeDisabled();
  await expect(pager(page)).toContainText('…');

  await pager(page).getByRole('button', { name: 'Suivant' }).click();
  await expect(summary(page)).toHaveText(/page 2 sur \d+$/);
  await expect(filmCards(page).first().getByRole('link')).toHaveText(titleOf(page2.results[0]!));
  await expect(pager(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await pager(page).getByRole('button', { name: 'Page 4' }).click();
  await expect(summary(page)).toHaveText(/page 4 sur \d+$/);
  await pager(page).getByRole('button', { name: 'Précédent' }).click();
  await expect(summary(page)).toHaveText(/page 3 sur \d+$/);

  await pager(page).getByRole('button', { name: `Page ${popular.total_pages}` }).click();
  await expect(summary(page)).toHaveText(new RegExp(`page ${popular.total_pages} sur ${popular.total_pages}$`));
  await expect(pager(page).getByRole('button', { name: 'Suivant' })).toBeDisabled();

  // A new query starts again at page 1.
  await page.getByRole('button', { name: 'Par genre' }).click();
  await page.getByRole('combobox', { name: 'Genre' }).selectOption({ label: 'Drama' });
  await expect(page.getByRole('heading', { level: 2, name: 'Films du genre Drama' })).toBeVisible();
  await expect(summary(page)).toHaveText(/page 1 sur \d+$/);
  await pager(page).getByRole('button', { name: 'Suivant' }).click();
  await expect(summary(page)).toHaveText(/page 2 sur \d+$/);
  await page.getByRole('combobox', { name: 'Genre' }).selectOption({ label: 'Thriller' });
  await expect(page.getByRole('heading', { level: 2, name: 'Films du genre Thriller' })).toBeVisible();
  await expect(summary(page)).toHaveText(/page 1 sur \d+$/);
});

test('opens a film, shows its similar films, follows one, and comes back with Retour', async ({ page, request }) => {
  const page2 = await tmdb<MoviePage>(request, 'movie/popular?language=fr-FR&page=2');
  const film = page2.results[0]!;
  const similar = await tmdb<MoviePage>(request, `movie/${film.id}/similar?language=fr-FR&page=1`);
  const next = similar.results[0]!;

  await openRoute(page, '/films', 'Films');
  await pager(page).getByRole('button', { name: 'Page 2' }).click();
  await expect(summary(page)).toHaveText(/page 2 sur \d+$/);
  await filmCards(page).getByRole('link', { name: titleOf(film), exact: true }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fiche film');
  await expect(page).toHaveURL(new RegExp(`#/film/${film.id}$`));
  await expect(filmHeading(page)).toHaveText(titleOf(film));
  const sheet = page.getByRole('article');
  await expect(sheet.getByText('Sortie', { exact: true })).toBeVisible();
  await expect(sheet.getByText('Genres', { exact: true })).toBeVisible();
  await expect(sheet.getByRole('img', { name: /^Affiche de / })).toBeVisible();

  const similarButton = page.getByRole('button', { name: 'Similar' });
  await expect(similarButton).toHaveAttribute('aria-expanded', 'false');
  await similarButton.click();
  const region = page.getByRole('region', { name: 'Films similaires' });
  await expect(region.getByRole('link').first()).toHaveText(titleOf(next));
  await region.getByRole('link', { name: titleOf(next), exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`#/film/${next.id}$`));
  await expect(filmHeading(page)).toHaveText(titleOf(next));
  await expect(page.getByRole('button', { name: 'Similar' })).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page).toHaveURL(new RegExp(`#/film/${film.id}$`));
  await expect(filmHeading(page)).toHaveText(titleOf(film));

  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Films');
  // Back on the list as it was left: same page.
  await expect(summary(page)).toHaveText(/page 2 sur \d+$/);
});

test('a film page opened directly goes back to the list; an unknown film says so', async ({ page }) => {
  await openRoute(page, '/film/2', 'Fiche film');
  await expect(filmHeading(page)).toHaveText('Le Parrain');
  await page.getByRole('button', { name: 'Retour' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Films');
  await expect(page).toHaveURL(/#\/films$/);
});

test.describe('unknown film', () => {
  // The browser reports the 404 reply itself; the page shows a French message, no error panel.
  test.use({ allowedErrors: /status of 404/ });
  test('shows a French message and a link to the list', async ({ page }) => {
    await openRoute(page, '/film/987654', 'Fiche film');
    await expect(page.getByText('Aucun film ne porte le numéro 987654.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('link', { name: 'Retour à la liste des films' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Films');
  });
});

test('holds at 375 px without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [route, heading] of [['/films', 'Films'], ['/film/2', 'Fiche film']] as const) {
    await openRoute(page, route, heading);
    await expect(page.getByRole('status').filter({ hasText: 'Chargement' })).toHaveCount(0);
    // Everything the films page draws stays within the viewport's width.
    const overflow = await page.evaluate(() => {
      const area = document.querySelector('h1')!.parentElement!;
      const right = Math.max(...Array.from(area.querySelectorAll('*')).map((e) => e.getBoundingClientRect().right));
      return Math.ceil(right - document.documentElement.clientWidth);
    });
    expect(overflow, `${route} à 375 px`).toBeLessThanOrEqual(0);
  }
});

test('is usable with the keyboard: a mode button, the genre select, a film link', async ({ page }) => {
  await openRoute(page, '/films', 'Films');
  await expect(filmCards(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Par genre' }).focus();
  await page.keyboard.press('Enter');
  const select = page.getByRole('combobox', { name: 'Genre' });
  await expect(select).toBeFocused();
  await select.selectOption({ label: 'Animation' });
  await expect(page.getByRole('heading', { level: 2, name: 'Films du genre Animation' })).toBeVisible();
  const firstLink = filmCards(page).first().getByRole('link');
  await firstLink.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fiche film');
  await page.getByRole('button', { name: 'Similar' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Films similaires' })).toBeVisible();
});
