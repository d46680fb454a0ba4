import { describeQuery, planSearch, queryKeyOf, type SearchCriteria } from './searchMode';

const none: SearchCriteria = { mode: 'popular', text: '', year: 0, genreId: 0 };

describe('planSearch', () => {
  it('runs the popular and top-rated lists without any input', () => {
    expect(planSearch(none)).toEqual({ kind: 'run', query: { kind: 'popular' } });
    expect(planSearch({ ...none, mode: 'top_rated' })).toEqual({ kind: 'run', query: { kind: 'top_rated' } });
  });

  it('searches by title only when the text is nonempty', () => {
    expect(planSearch({ ...none, mode: 'title' })).toMatchObject({ kind: 'idle' });
    expect(planSearch({ ...none, mode: 'title', text: '   ' })).toMatchObject({ kind: 'idle' });
    expect(planSearch({ ...none, mode: 'title', text: '  le   parrain ' })).toEqual({
      kind: 'run',
      query: { kind: 'title', text: 'le parrain' },
    });
  });

  it('searches by year only when the year is nonzero, and a plausible one', () => {
    expect(planSearch({ ...none, mode: 'year' })).toMatchObject({ kind: 'idle' });
    expect(planSearch({ ...none, mode: 'year', year: 1994 })).toEqual({ kind: 'run', query: { kind: 'year', year: 1994 } });
    expect(planSearch({ ...none, mode: 'year', year: 19 })).toEqual({
      kind: 'invalid',
      message: 'L’année doit être comprise entre 1870 et 2100.',
    });
    expect(planSearch({ ...none, mode: 'year', year: 2101 })).toMatchObject({ kind: 'invalid' });
    expect(planSearch({ ...none, mode: 'year', year: Number.NaN })).toMatchObject({ kind: 'invalid' });
  });

  it('searches by genre only when the genre is nonzero and in the list', () => {
    expect(planSearch({ ...none, mode: 'genre' })).toMatchObject({ kind: 'idle' });
    expect(planSearch({ ...none, mode: 'genre', genreId: 878 })).toEqual({ kind: 'run', query: { kind: 'genre', genreId: 878 } });
    expect(planSearch({ ...none, mode: 'genre', genreId: 5 })).toMatchObject({ kind: 'invalid' });
  });

  it('only the chosen mode counts: other inputs are ignored', () => {
    const all = { text: 'alien', year: 1979, genreId: 27 };
    expect(planSearch({ mode: 'popular', ...all })).toEqual({ kind: 'run', query: { kind: 'popular' } });
    expect(planSearch({ mode: 'year', ...all })).toEqual({ kind: 'run', query: { kind: 'year', year: 1979 } });
    expect(planSearch({ mode: 'genre', ...all })).toEqual({ kind: 'run', query: { kind: 'genre', genreId: 27 } });
  });
});

describe('query keys and headings', () => {
  it('tells queries apart, and a title search regardless of case', () => {
    const keys = [
      queryKeyOf({ kind: 'popular' }),
      queryKeyOf({ kind: 'top_rated' }),
      queryKeyOf({ kind: 'title', text: 'Alien' }),
      queryKeyOf({ kind: 'year', year: 1979 }),
      queryKeyOf({ kind: 'genre', genreId: 27 }),
    ];
    expect(new Set(keys).size).toBe(5);
    expect(queryKeyOf({ kind: 'title', text: 'ALIEN' })).toBe(queryKeyOf({ kind: 'title', text: 'alien' }));
  });

  it('describes each query in French', () => {
    expect(describeQuery({ kind: 'popular' })).toBe('Films populaires');
    expect(describeQuery({ kind: 'top_rated' })).toBe('Films les mieux notés');
    expect(describeQuery({ kind: 'title', text: 'alien' })).toBe('Titres contenant « alien »');
    expect(describeQuery({ kind: 'year', year: 1994 })).toBe('Films sortis en 1994');
    expect(describeQuery({ kind: 'genre', genreId: 878 })).toBe('Films du genre Science Fiction');
  });
});
