import { isWellRated } from './goodVote';

describe('good-vote highlight', () => {
  it('needs more than 2000 votes and an average over 7.5', () => {
    expect(isWellRated({ vote_count: 2001, vote_average: 7.6 })).toBe(true);
    expect(isWellRated({ vote_count: 27000, vote_average: 8.7 })).toBe(true);
  });

  it('is strict on both limits', () => {
    expect(isWellRated({ vote_count: 2000, vote_average: 9 })).toBe(false);
    expect(isWellRated({ vote_count: 50000, vote_average: 7.5 })).toBe(false);
    expect(isWellRated({ vote_count: 100, vote_average: 9.5 })).toBe(false);
  });
});
