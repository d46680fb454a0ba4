import { applyChange, readBrowseState } from './browseState';

const params = (s: string) => new URLSearchParams(s);

describe('browse state in the query string', () => {
  it('reads the defaults: popular, page 1', () => {
    expect(readBrowseState(params(''))).toEqual({ mode: 'popular', text: '', yearText: '', year: 0, genreId: 0, page: 1 });
  });

  it('reads a search and its page, and ignores what makes no sense', () => {
    expect(readBrowseState(params('mode=title&q=alien&page=3'))).toMatchObject({ mode: 'title', text: 'alien', page: 3 });
    expect(readBrowseState(params('mode=year&year=1994'))).toMatchObject({ mode: 'year', year: 1994, yearText: '1994' });
    expect(readBrowseState(params('mode=year&year=19x'))).toMatchObject({ year: Number.NaN });
    expect(readBrowseState(params('mode=genre&genre=878'))).toMatchObject({ mode: 'genre', genreId: 878 });
    expect(readBrowseState(params('mode=nope&page=0&genre=-2'))).toMatchObject({ mode: 'popular', page: 1, genreId: 0 });
    expect(readBrowseState(params('page=501'))).toMatchObject({ page: 1 });
  });

  it('changing the page keeps the criteria', () => {
    expect(applyChange(params('mode=title&q=le'), { page: 2 }).toString()).toBe('mode=title&q=le&page=2');
    expect(applyChange(params('mode=title&q=le&page=2'), { page: 1 }).toString()).toBe('mode=title&q=le');
  });

  it('changing the query goes back to page 1', () => {
    expect(applyChange(params('mode=title&q=le&page=3'), { text: 'la' }).toString()).toBe('mode=title&q=la');
    expect(applyChange(params('page=3'), { mode: 'top_rated' }).toString()).toBe('mode=top_rated');
    expect(applyChange(params('mode=genre&genre=18&page=2'), { genreId: 0 }).toString()).toBe('mode=genre');
    expect(applyChange(params('mode=year&year=1994&page=2'), { yearText: '1995' }).toString()).toBe('mode=year&year=1995');
    expect(applyChange(params('mode=title&page=4'), { mode: 'popular' }).toString()).toBe('');
  });
});
