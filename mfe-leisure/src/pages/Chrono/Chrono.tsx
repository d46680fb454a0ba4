import { useEffect, useId, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, Field, FieldError, imageUrl, Page, QueryView, theme, useEndpoint } from 'shared-kernel';
import { createCue, type Cue } from '../../chrono/cue';
import {
  DEFAULT_TIMER,
  STOPPED,
  drawPhotoIndices,
  elapsedMs,
  formatClock,
  photoIndex,
  sessionSeconds,
  startWatch,
  stopWatch,
  timerAt,
  type Phase,
  type Stopwatch,
  type TimerConfig,
} from '../../chrono/timer';

export const PHOTO_COUNT = 4;
export const MAX_PHOTO_INDEX = 20;
const TICK_MS = 200;

const PHASE_LABEL: Record<Phase, string> = { exec: 'Exercice', repos: 'Repos', fini: 'Séance terminée' };
const PHASE_COLOR: Record<Phase | 'pret', string> = { exec: '#c25e00', repos: '#1f6fd1', fini: '#1e8a4c', pret: '#55606e' };

/** The monotonic clock of the countdown (Playwright's and Jest's fake clocks drive it too). */
const clock = () => performance.now();

const FIELDS = [
  { key: 'rounds', label: 'Nbr', unit: '', max: 99 },
  { key: 'execSeconds', label: 'exec', unit: 's', max: 3600 },
  { key: 'restSeconds', label: 'repos', unit: 's', max: 3600 },
] as const;

type Draft = Record<keyof TimerConfig, string>;

export function parseWhole(raw: string, max: number): number | string {
  const t = raw.trim();
  if (!/^\d+$/.test(t) || Number(t) < 1 || Number(t) > max) return `Saisissez un nombre entier de 1 à ${max}.`;
  return Number(t);
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 20px;
  @media (max-width: 760px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Panel = styled.section`
  background: ${theme.surface};
  border-radius: ${theme.radius};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  padding: 12px 16px;
  min-width: 0;
  h2 {
    margin: 0 0 8px;
    font-size: 1.15rem;
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 8em));
  gap: 10px 12px;
  margin-bottom: 8px;
`;

const Display = styled.div<{ $color: string }>`
  text-align: center;
  border-top: 8px solid ${(p) => p.$color};
  border-radius: ${theme.radius};
  background: #f8fafc;
  padding: 8px 12px 12px;
  margin: 8px 0;
  .phase {
    font-size: 1.6rem;
    font-weight: 800;
    color: ${(p) => p.$color};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    margin: 0;
  }
  .count {
    font-size: clamp(3.5rem, 16vw, 6rem);
    font-weight: 800;
    line-height: 1.1;
    font-variant-numeric: tabular-nums;
    margin: 0;
  }
  .meta {
    margin: 0;
    color: ${theme.muted};
    font-variant-numeric: tabular-nums;
  }
`;

const Photo = styled.figure`
  margin: 0;
  img {
    display: block;
    width: 100%;
    max-height: 360px;
    object-fit: contain;
    background: #eef2f7;
    border-radius: ${theme.radius};
  }
  figcaption {
    color: ${theme.muted};
    margin-top: 4px;
  }
`;

const Thumbs = styled.ol`
  list-style: none;
  padding: 0;
  margin: 12px 0 0;
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 8px;
  li {
    border-radius: ${theme.radius};
    border: 3px solid transparent;
    font-size: 0.85rem;
    text-align: center;
  }
  li[aria-current='true'] {
    border-color: #c25e00;
  }
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    display: block;
    border-radius: 4px;
  }
`;

function SessionPhotos({
  names,
  restsDone,
  show,
  random,
}: {
  names: readonly string[];
  restsDone: number;
  show: boolean;
  random: () => number;
}) {
  const [indices] = useState(() => drawPhotoIndices(PHOTO_COUNT, Math.min(MAX_PHOTO_INDEX, names.length - 1), random));
  if (indices.length === 0) return <p>Aucune photo d’exercice disponible.</p>;
  const current = photoIndex(restsDone, indices.length);
  const name = names[indices[current]!]!;
  return (
    <>
      <Photo>
        <img src={imageUrl('sport', name)} alt={`Exercice ${current + 1} sur ${indices.length}`} />
        <figcaption>
          Exercice {current + 1} sur {indices.length} · {name}
        </figcaption>
      </Photo>
      {show ? (
        <Thumbs aria-label="Les exercices de la séance">
          {indices.map((idx, i) => (
            <li key={idx} aria-current={i === current ? 'true' : undefined}>
              <img src={imageUrl('sport', names[idx]!)} alt={`Exercice ${i + 1}`} />
              {i + 1}. {names[idx]}
            </li>
          ))}
        </Thumbs>
      ) : null}
    </>
  );
}

/** /chrono: interval timer with photos (spec section 2, item 17; section 4). */
export function Chrono({ random = Math.random }: { random?: () => number }) {
  const baseId = useId();
  const [draft, setDraft] = useState<Draft>({
    rounds: String(DEFAULT_TIMER.rounds),
    execSeconds: String(DEFAULT_TIMER.execSeconds),
    restSeconds: String(DEFAULT_TIMER.restSeconds),
  });
  const [watch, setWatch] = useState<Stopwatch>(STOPPED);
  const [now, setNow] = useState(clock);
  const [show, setShow] = useState(false);
  const [announce, setAnnounce] = useState('');
  const cue = useRef<Cue | null>(null);
  const lastStep = useRef<string | null>(null);
  const images = useEndpoint('imagesSport');

  const parsed = useMemo(
    () => Object.fromEntries(FIELDS.map((f) => [f.key, parseWhole(draft[f.key], f.max)])) as Record<keyof TimerConfig, number | string>,
    [draft],
  );
  const valid = FIELDS.every((f) => typeof parsed[f.key] === 'number');
  const config: TimerConfig = valid ? (parsed as unknown as TimerConfig) : DEFAULT_TIMER;

  const running = watch.startedAt !== null;
  const elapsed = elapsedMs(watch, now);
  const view = timerAt(config, elapsed);
  const idle = !running && watch.accumulatedMs === 0;
  const finished = view.phase === 'fini';

  // Tick while running; the values shown are always recomputed from the clock.
  useEffect(() => {
    if (!running) return undefined;
    const tick = () => setNow(clock());
    const id = window.setInterval(tick, TICK_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [running]);

  // A cue and an announcement at each phase change; the session stops by itself at the end.
  useEffect(() => {
    if (idle) {
      lastStep.current = null;
      return;
    }
    const step = `${view.phase}-${view.round}`;
    if (step === lastStep.current) return;
    lastStep.current = step;
    cue.current?.play(view.phase);
    setAnnounce(
      view.phase === 'fini'
        ? `${PHASE_LABEL.fini}.`
        : `${PHASE_LABEL[view.phase]}, série ${view.round} sur ${config.rounds}, ${view.remainingSeconds} secondes.`,
    );
    if (view.phase === 'fini') setWatch((w) => stopWatch(w, clock()));
  }, [idle, view.phase, view.round, view.remainingSeconds, config.rounds]);

  useEffect(() => () => cue.current?.close(), []);

  const start = () => {
    cue.current ??= createCue();
    cue.current.unlock();
    const t = clock();
    setNow(t);
    setWatch((w) => startWatch(w, t));
  };
  const stop = () => {
    const t = clock();
    setNow(t);
    setWatch((w) => stopWatch(w, t));
    setAnnounce('Chrono arrêté.');
  };
  const reset = () => {
    setWatch(STOPPED);
    setNow(clock());
    setAnnounce('');
  };

  const phaseKey = idle ? 'pret' : view.phase;
  return (
    <Page route="/chrono">
      <Layout>
        <Panel aria-labelledby={`${baseId}-timer`}>
          <h2 id={`${baseId}-timer`}>Séance</h2>
          <Fields>
            {FIELDS.map((f) => {
              const id = `${baseId}-${f.key}`;
              const error = typeof parsed[f.key] === 'string' ? (parsed[f.key] as string) : null;
              return (
                <Field key={f.key}>
                  <label htmlFor={id}>
                    {f.label}
                    {f.unit ? ` (${f.unit})` : ''}
                  </label>
                  <input
                    id={id}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={f.max}
                    step={1}
                    value={draft[f.key]}
                    disabled={!idle}
                    aria-invalid={error !== null}
                    aria-describedby={error ? `${id}-error` : undefined}
                    onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
                  />
                  {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
                </Field>
              );
            })}
          </Fields>
          <div>
            <Button type="button" onClick={start} disabled={running || finished || !valid}>
              Start
            </Button>
            <Button type="button" onClick={stop} disabled={!running}>
              Stop
            </Button>
            <Button type="button" onClick={reset} disabled={idle}>
              Reset
            </Button>
            <Button type="button" aria-expanded={show} onClick={() => setShow((s) => !s)}>
              Show
            </Button>
          </div>
          <Display $color={PHASE_COLOR[phaseKey]} data-phase={phaseKey}>
            <p className="phase">{idle ? 'Prêt' : PHASE_LABEL[view.phase]}</p>
            <p className="count" role="timer" aria-label="Temps restant de la phase">
              {formatClock(view.remainingSeconds)}
            </p>
            <p className="meta">
              Série {view.round} sur {config.rounds} · reste {formatClock(view.totalRemainingSeconds)} sur{' '}
              {formatClock(sessionSeconds(config))}
              {!running && !idle && !finished ? ' · en pause' : ''}
            </p>
          </Display>
          <p aria-live="assertive" className="announce" style={{ margin: 0, minHeight: '1.5em' }}>
            {announce}
          </p>
        </Panel>
        <Panel aria-labelledby={`${baseId}-photos`}>
          <h2 id={`${baseId}-photos`}>Photos</h2>
          <QueryView query={images} endpoint="imagesSport">
            {(names) => <SessionPhotos names={names} restsDone={view.restsDone} show={show} random={random} />}
          </QueryView>
        </Panel>
      </Layout>
    </Page>
  );
}
