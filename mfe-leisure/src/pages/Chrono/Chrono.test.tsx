import { act } from 'react';
import { fireEvent, screen, within } from '@testing-library/dom';
import { drawPhotoIndices } from '../../chrono/timer';
import { fixtureOf, renderRoute, silenceConsoleError } from '../../testing/renderRoute';
import { imageUrl } from '../../ui/imageUrl';
import { MAX_PHOTO_INDEX, PHOTO_COUNT } from './Chrono';

const sport = fixtureOf('imagesSport');
const RANDOM = [0.42, 0.9, 0.05, 0.61];

/** The clock the countdown reads: moved by the test only. */
let clockMs = 0;
const T0 = 1_000_000;

/** Sets the monotonic clock to `seconds` after the start and lets the next tick fire. */
async function at(seconds: number) {
  clockMs = T0 + seconds * 1000;
  await act(async () => {
    jest.advanceTimersByTime(250);
  });
}

/** A user action, with React's work flushed before the test looks. */
async function user(action: () => void) {
  await act(async () => action());
}

const actEnv = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

const phase = () => document.querySelector('[data-phase] .phase')!.textContent;
const countdown = () => screen.getByRole('timer', { name: 'Temps restant de la phase' }).textContent;
const meta = () => document.querySelector('[data-phase] .meta')!.textContent;
const currentPhoto = () => within(screen.getByRole('figure')).getByRole('img');
const button = (name: string) => screen.getByRole('button', { name });
const field = (name: RegExp) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

let expectedPhotos: string[];

beforeEach(() => {
  let i = 0;
  jest.spyOn(Math, 'random').mockImplementation(() => RANDOM[i++ % RANDOM.length]!);
  let j = 0;
  expectedPhotos = drawPhotoIndices(PHOTO_COUNT, MAX_PHOTO_INDEX, () => RANDOM[j++ % RANDOM.length]!).map((n) => sport[n]!);
  clockMs = T0;
  jest.spyOn(performance, 'now').mockImplementation(() => clockMs);
});


async function openChrono() {
  await renderRoute('/chrono/');
  await screen.findByRole('figure');
  // From here on the test drives every update (the data is loaded): act flushes React's work.
  actEnv.IS_REACT_ACT_ENVIRONMENT = true;
  jest.useFakeTimers({ doNotFake: ['performance', 'queueMicrotask', 'nextTick'] });
}

describe('interval timer (/chrono)', () => {
  // Runs before the shared afterEach that unmounts (single-spa needs real timers for that).
  afterEach(() => {
    actEnv.IS_REACT_ACT_ENVIRONMENT = false;
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('opens ready with Nbr, exec 20 s and repos 10 s, and 4 distinct photos drawn from the first 21', async () => {
    await openChrono();
    expect(field(/^Nbr/).value).toBe('8');
    expect(field(/^exec/).value).toBe('20');
    expect(field(/^repos/).value).toBe('10');
    expect(phase()).toBe('Prêt');
    expect(countdown()).toBe('0:20');
    expect(currentPhoto()).toHaveAttribute('src', imageUrl('sport', expectedPhotos[0]!));

    await user(() => fireEvent.click(button('Show')));
    expect(button('Show')).toHaveAttribute('aria-expanded', 'true');
    const thumbs = within(screen.getByRole('list', { name: 'Les exercices de la séance' })).getAllByRole('img');
    expect(thumbs.map((img) => img.getAttribute('src'))).toEqual(expectedPhotos.map((n) => imageUrl('sport', n)));
    expect(new Set(expectedPhotos).size).toBe(4);
    for (const name of expectedPhotos) expect(sport.indexOf(name)).toBeLessThanOrEqual(20);
  });

  it('alternates exec and repos from the clock, advances the photo after each rest, wraps, then finishes', async () => {
    await openChrono();
    await user(() => fireEvent.change(field(/^Nbr/), { target: { value: '5' } }));
    await user(() => fireEvent.click(button('Start')));
    await at(0);
    expect(phase()).toBe('Exercice');
    expect(countdown()).toBe('0:20');
    expect(meta()).toContain('Série 1 sur 5');
    expect(field(/^Nbr/)).toBeDisabled();
    expect(screen.getByText(/^Exercice, série 1 sur 5/)).toBeInTheDocument();

    await at(5.5);
    expect(countdown()).toBe('0:15');
    await at(20.5);
    expect(phase()).toBe('Repos');
    expect(countdown()).toBe('0:10');
    expect(currentPhoto()).toHaveAttribute('src', imageUrl('sport', expectedPhotos[0]!));
    expect(screen.getByText(/^Repos, série 1 sur 5/)).toBeInTheDocument();

    for (let round = 2; round <= 5; round++) {
      await at((round - 1) * 30 + 0.5);
      expect(phase()).toBe('Exercice');
      expect(meta()).toContain(`Série ${round} sur 5`);
      // after each rest the next photo; the fifth round wraps to the first
      expect(currentPhoto()).toHaveAttribute('src', imageUrl('sport', expectedPhotos[(round - 1) % 4]!));
    }

    await at(150.2);
    expect(phase()).toBe('Séance terminée');
    expect(countdown()).toBe('0:00');
    expect(button('Start')).toBeDisabled();
    expect(button('Stop')).toBeDisabled();
    expect(screen.getByText('Séance terminée.')).toBeInTheDocument();
  });

  it('follows the wall clock: a tab that wakes up late shows the right phase at once', async () => {
    await openChrono();
    await user(() => fireEvent.click(button('Start')));
    await at(0);
    // no tick for 47,2 s (throttled tab), then a single one
    await at(47.2);
    expect(phase()).toBe('Exercice');
    expect(meta()).toContain('Série 2 sur 8');
    expect(countdown()).toBe('0:03');
  });

  it('Stop pauses, Start resumes where it was, Reset goes back to the start', async () => {
    await openChrono();
    await user(() => fireEvent.click(button('Start')));
    await at(0);
    await at(6.5);
    await user(() => fireEvent.click(button('Stop')));
    await at(60);
    expect(countdown()).toBe('0:14');
    expect(meta()).toContain('en pause');
    await user(() => fireEvent.click(button('Start')));
    await at(61);
    expect(countdown()).toBe('0:13');
    await user(() => fireEvent.click(button('Reset')));
    await at(62);
    expect(phase()).toBe('Prêt');
    expect(countdown()).toBe('0:20');
    expect(field(/^exec/)).toBeEnabled();
  });

  it('plays a cue at each phase change, and works without Web Audio', async () => {
    const tones: number[] = [];
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      resume = async () => undefined;
      close = async () => undefined;
      createGain() {
        const node = { gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (n: unknown) => n };
        return node;
      }
      createOscillator() {
        const osc = { type: '', frequency: { value: 0 }, connect: (n: unknown) => n, start: () => tones.push(osc.frequency.value), stop() {} };
        return osc;
      }
    }
    (window as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext;
    try {
      await openChrono();
      await user(() => fireEvent.change(field(/^Nbr/), { target: { value: '1' } }));
      await user(() => fireEvent.click(button('Start')));
      await at(0);
      await at(20.5);
      await at(31);
      expect(phase()).toBe('Séance terminée');
      // exec: two high beeps, repos: one low beep, end: three beeps
      expect(tones).toEqual([880, 880, 440, 660, 660, 660]);
    } finally {
      delete (window as unknown as { AudioContext?: unknown }).AudioContext;
    }
  });

  it('refuses a field that is not a whole number, in French, and disables Start', async () => {
    await openChrono();
    await user(() => fireEvent.change(field(/^exec/), { target: { value: '0' } }));
    expect(field(/^exec/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^exec/)).toHaveAccessibleDescription('Saisissez un nombre entier de 1 à 3600.');
    expect(button('Start')).toBeDisabled();
    await user(() => fireEvent.change(field(/^exec/), { target: { value: '30' } }));
    expect(button('Start')).toBeEnabled();
    expect(countdown()).toBe('0:30');
  });

  it("shows 'unable to load liste images' when the sport images cannot be loaded, the timer still usable", async () => {
    const consoleError = silenceConsoleError();
    await renderRoute('/chrono', { failures: { imagesSport: 500 } });
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('unable to load liste images');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
    expect(button('Start')).toBeEnabled();
    consoleError.mockRestore();
  });
});
