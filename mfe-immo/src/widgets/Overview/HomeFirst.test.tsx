import { act, render, screen, waitFor, within } from '@testing-library/react';
import { FIRST_SECTION_LINES, QueryClientProvider, queryClient } from 'shared-kernel';
import { immoFixtures } from 'area-immo/contract/fixtures';
import { healApi } from '../../testing/renderRoute';
import { LATE_RENTS, LATE_TOTAL_TEXT } from '../../testing/lateRents';
import { HomeFirst } from './HomeFirst';
import { TODO_SHOWN } from './TodoFirst';

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
  queryClient.clear();
});

/** The fixtures' api, « À faire » answering only once release() is called. */
function holdTodo() {
  const calls = healApi({ ...immoFixtures, loyersRetards: LATE_RENTS });
  const served = global.fetch;
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  global.fetch = jest.fn(async (...args: Parameters<typeof fetch>) => {
    if (String(args[0]).endsWith('/a-faire')) await gate;
    return served(...args);
  }) as typeof fetch;
  return { calls, release };
}

describe("Home's first section (widget lateRents)", () => {
  it('says that it loads, in a line of text, until both of its reads have answered, then draws them at once', async () => {
    const { calls, release } = holdTodo();
    render(
      <QueryClientProvider client={queryClient}>
        <HomeFirst />
      </QueryClientProvider>,
    );
    const box = screen.getByRole('region', { name: 'À faire' });
    expect(box).toHaveAttribute('aria-busy', 'true');
    expect(within(box).getByRole('status')).toHaveTextContent('Chargement…');
    // The late rents are in, « À faire » not yet: still nothing drawn, so nothing moves later.
    await waitFor(() => expect(calls).toContain('loyers/retards'));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(within(box).queryByRole('link')).toBeNull();
    expect(within(box).getByRole('status')).toHaveTextContent('Chargement…');

    await act(async () => release());
    expect(await within(box).findByRole('link', { name: `3 loyers en retard : ${LATE_TOTAL_TEXT}` })).toBeInTheDocument();
    expect(within(box).getAllByRole('listitem')).toHaveLength(TODO_SHOWN);
    expect(within(box).queryByRole('status')).toBeNull();
    expect(box).not.toHaveAttribute('aria-busy');
  });

  it('fits in the lines its frame keeps: the late line, the count, two lines per item shown, the link', () => {
    expect(1 + 1 + 2 * TODO_SHOWN + 1).toBeLessThanOrEqual(FIRST_SECTION_LINES);
  });
});
