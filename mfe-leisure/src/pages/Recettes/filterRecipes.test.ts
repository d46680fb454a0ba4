import { recipesSchema } from 'area-leisure/contract';
import { leisureFixtures } from 'area-leisure/contract/fixtures';
import { filterRecipes } from './filterRecipes';

const recipes = recipesSchema.parse(leisureFixtures.recettes);

describe('filterRecipes', () => {
  it('keeps everything with no text and all types', () => {
    expect(filterRecipes(recipes, '', 'all')).toEqual(recipes);
  });

  it('filters by type', () => {
    for (const type of ['salée', 'dessert', 'pâte'] as const) {
      const got = filterRecipes(recipes, '', type);
      expect(got.length).toBeGreaterThan(0);
      expect(got.every((r) => r.type === type)).toBe(true);
      expect(got).toEqual(recipes.filter((r) => r.type === type));
    }
  });

  it('matches the title or an ingredient, accents and case ignored', () => {
    expect(filterRecipes(recipes, 'PATE', 'all').map((r) => r.titre)).toEqual(
      recipes.filter((r) => /pâte/i.test(r.titre) || r.ingredients.some((i) => /pâte/i.test(i.nom))).map((r) => r.titre),
    );
    expect(filterRecipes(recipes, 'oeufs', 'all')).toEqual([]); // "œufs" is a ligature, not "oe"
    expect(filterRecipes(recipes, 'œufs', 'all').length).toBeGreaterThan(0);
  });

  it('combines text and type', () => {
    const both = filterRecipes(recipes, 'pâte', 'dessert');
    expect(both.length).toBeGreaterThan(0);
    expect(both.every((r) => r.type === 'dessert')).toBe(true);
    expect(both.length).toBeLessThan(filterRecipes(recipes, 'pâte', 'all').length);
  });
});
