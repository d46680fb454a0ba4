import { act, render, screen, waitFor } from '@testing-library/react';
import { queryClient } from 'shared-kernel';
import { FakeIntersectionObserver } from 'shared-kernel/testing';
import { WhenNear } from './WhenNear';

const live = () => FakeIntersectionObserver.live();

beforeEach(() => {
  FakeIntersectionObserver.install();
});
afterEach(() => {
  FakeIntersectionObserver.uninstall();
  queryClient.clear();
});

describe('WhenNear: an area below the fold mounts as its place comes near the screen', () => {
  it('keeps an empty place, then mounts its children once that place is near', () => {
    render(
      <WhenNear>
        <p>Patrimoine net</p>
      </WhenNear>,
    );
    expect(screen.queryByText('Patrimoine net')).toBeNull();
    expect(live()).toHaveLength(1);
    live()[0]!.send(false);
    expect(screen.queryByText('Patrimoine net')).toBeNull();
    live()[0]!.send(true);
    expect(screen.getByText('Patrimoine net')).toBeInTheDocument();
    expect(live()).toHaveLength(0);
  });

  it('does not judge its place while a request is under way (what loads above may push it down)', async () => {
    let answer!: (value: number) => void;
    void queryClient.prefetchQuery({ queryKey: ['au-dessus'], queryFn: () => new Promise<number>((resolve) => (answer = resolve)) });
    render(
      <WhenNear>
        <p>Patrimoine net</p>
      </WhenNear>,
    );
    expect(live()).toHaveLength(0);
    await act(async () => answer(1));
    // The cache tells its observers in a later task.
    await waitFor(() => expect(live()).toHaveLength(1));
    live()[0]!.send(true);
    expect(screen.getByText('Patrimoine net')).toBeInTheDocument();
  });

  it('mounts at once where nothing can tell where the screen is (no IntersectionObserver)', () => {
    FakeIntersectionObserver.uninstall();
    render(
      <WhenNear>
        <p>Patrimoine net</p>
      </WhenNear>,
    );
    expect(screen.getByText('Patrimoine net')).toBeInTheDocument();
  });
});
