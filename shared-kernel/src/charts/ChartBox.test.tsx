import { act, cleanup, render, screen } from '@testing-library/react';
import { formatEuro } from '../format/fr';
import { ChartBox } from './ChartBox';
import { loadChartLibraries, type ChartLibrary } from './chartLibrary';
import { LineChart } from './LineChart';
import { FakeIntersectionObserver as FakeObserver } from '../testing/fakeIntersectionObserver';

/** Lets the task queued by a drawn chart (the next chart's turn) run. */
const nextTask = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** A chart library already there, as nivo is once a first chart has loaded it. */
const ready: ChartLibrary<object> = { name: 'ready', loaded: {}, load: () => Promise.resolve({}) };

beforeAll(loadChartLibraries);

describe('ChartBox: a chart is drawn when it comes near the viewport', () => {
  beforeEach(() => {
    FakeObserver.install();
  });
  afterEach(async () => {
    cleanup(); // unmounted charts give their turn back...
    await nextTask(); // ...which the next chart takes in a later task
    // jsdom has none: the other tests draw at once.
    FakeObserver.uninstall();
  });

  it('keeps a box of the chart height, named like the chart, until it scrolls near', () => {
    const chart = jest.fn((w: number) => <svg data-testid="drawn" width={w} />);
    const { container } = render(<ChartBox width={480} height={320} library={ready} chart={chart} label="Courbe des loyers" />);
    expect(screen.queryByTestId('drawn')).not.toBeInTheDocument();
    expect(chart).not.toHaveBeenCalled();
    const box = screen.getByRole('img', { name: 'Courbe des loyers' });
    expect(box).toHaveStyle({ height: '320px', width: '480px' });
    expect(FakeObserver.all).toHaveLength(1);
    expect(FakeObserver.all[0]!.options?.rootMargin).toBe('200px 0px');
    expect(FakeObserver.all[0]!.targets).toEqual([container.firstChild]);

    FakeObserver.all[0]!.send(false);
    expect(screen.queryByTestId('drawn')).not.toBeInTheDocument();

    FakeObserver.all[0]!.send(true);
    expect(screen.getByTestId('drawn')).toHaveAttribute('width', '480');
    // The same box, its height unchanged, now holds the chart (which carries the name itself).
    expect(screen.getByTestId('drawn').parentElement).toBe(box);
    expect(box).toHaveStyle({ height: '320px' });
    expect(box).not.toHaveAttribute('role');
    expect(FakeObserver.all[0]!.disconnected).toBe(true);
  });

  it('draws a line chart, its points and its accessible name, once intersecting; the legend at once', () => {
    const data = [
      { id: 'Herm', data: [2024, 2025, 2026].map((y, i) => ({ x: String(y), y: 3000 + i })) },
      { id: 'Fleurs', data: [2024, 2025, 2026].map((y, i) => ({ x: String(y), y: 2000 + i })) },
    ];
    const { container } = render(<LineChart data={data} xLegend="Année" yLegend="kWh" format={formatEuro} ariaLabel="Consommation" width={600} />);
    expect(container.querySelector('svg')).toBeNull();
    expect(screen.getByRole('img', { name: 'Consommation' })).toHaveStyle({ height: '360px' });
    // The legend is HTML under the box: there from the start, so nothing moves when the chart comes.
    expect(screen.getByRole('list', { name: 'Légende' })).toHaveTextContent('HermFleurs');

    FakeObserver.all[0]!.send(true);
    expect(container.querySelectorAll('[data-testid^="line.point."]')).toHaveLength(6);
    expect(screen.getAllByRole('img', { name: 'Consommation' })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Consommation' }).tagName.toLowerCase()).toBe('svg');
  });

  it('draws the charts that come near together one after the other, each in its own task', async () => {
    const draw = (name: string) => (w: number) => <svg data-testid={name} width={w} />;
    render(
      <>
        <ChartBox width={300} height={200} library={ready} chart={draw('un')} label="Un" />
        <ChartBox width={300} height={200} library={ready} chart={draw('deux')} label="Deux" />
        <ChartBox width={300} height={200} library={ready} chart={draw('trois')} label="Trois" />
      </>,
    );
    const [un, deux, trois] = FakeObserver.all;
    trois!.send(true);
    un!.send(true);
    deux!.send(true);
    expect(screen.getByTestId('trois')).toBeInTheDocument();
    expect(screen.queryByTestId('un')).not.toBeInTheDocument();
    await nextTask();
    expect(screen.getByTestId('un')).toBeInTheDocument();
    expect(screen.queryByTestId('deux')).not.toBeInTheDocument();
    await nextTask();
    expect(screen.getByTestId('deux')).toBeInTheDocument();
  });

  it('passes over a chart that left the page while it waited for its turn', async () => {
    const box = (name: string) => <ChartBox key={name} width={300} height={200} library={ready} chart={() => <svg data-testid={name} />} label={name} />;
    const { rerender } = render(<>{['a', 'b', 'c'].map(box)}</>);
    FakeObserver.all.forEach((o) => o.send(true));
    expect(screen.getByTestId('a')).toBeInTheDocument();
    rerender(<>{['a', 'c'].map(box)}</>); // b leaves before its turn
    await nextTask();
    expect(screen.getByTestId('c')).toBeInTheDocument();
  });
});

describe('ChartBox: the chart library', () => {
  it('keeps the named box until its library has arrived, then draws', async () => {
    let arrive: (m: object) => void = () => {};
    const later: ChartLibrary<object> = { name: 'later', loaded: null, load: () => new Promise((resolve) => (arrive = resolve)) };
    render(<ChartBox width={300} height={200} library={later} chart={(w) => <svg data-testid="drawn" width={w} />} label="Loyers" />);
    const box = screen.getByRole('img', { name: 'Loyers' });
    expect(box).toHaveStyle({ height: '200px' });
    expect(screen.queryByTestId('drawn')).not.toBeInTheDocument();
    // A spinner in the box meanwhile (inside the image: seen, not read out).
    expect(box).toContainElement(box.querySelector('[role="status"]'));
    expect(box).toHaveTextContent('Chargement du graphique…');
    await act(async () => arrive({}));
    expect(await screen.findByTestId('drawn')).toHaveAttribute('width', '300');
    expect(box).not.toHaveTextContent('Chargement du graphique…');
  });

  it('says in French when the library cannot be loaded, and Réessayer on one chart draws every chart of its kind', async () => {
    // The import fails, and so does the one automatic retry.
    const load = jest
      .fn<Promise<object>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce({});
    const failing: ChartLibrary<object> = { name: 'failing', loaded: null, load };
    render(
      <>
        <ChartBox width={300} height={200} library={failing} chart={() => <svg data-testid="un" />} label="Un" />
        <ChartBox width={300} height={200} library={failing} chart={() => <svg data-testid="deux" />} label="Deux" />
      </>,
    );
    const alerts = await screen.findAllByRole('alert', {}, { timeout: 3000 });
    expect(alerts).toHaveLength(2);
    alerts.forEach((a) => expect(a).toHaveTextContent("Le graphique n'a pas pu être chargé."));
    await act(async () => screen.getAllByRole('button', { name: 'Réessayer' })[0]!.click());
    expect(await screen.findByTestId('un')).toBeInTheDocument();
    expect(screen.getByTestId('deux')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });
});
