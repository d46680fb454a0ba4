import { useId, useMemo, useState } from 'react';
import { Button, Field, FieldError, Page, theme } from 'shared-kernel';
import { routeOf } from '../../routes';
import { DEFAULT_TIMER, formatClock, sessionSeconds, type Phase, type TimerConfig } from '../../chrono/timer';
import { Announce, Display, Fields, Layout, Panel } from './Chrono.styles';
import { ChronoPhotos } from './ChronoPhotos';
import { PHASE_LABEL, useIntervalTimer } from './useIntervalTimer';

export { MAX_PHOTO_INDEX, PHOTO_COUNT } from './ChronoPhotos';

const PHASE_COLOR: Record<Phase | 'pret', string> = { exec: theme.warn, repos: theme.accent, fini: theme.success, pret: theme.muted };

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

/**
 * /chrono: an interval timer (a number of rounds, each an exercise phase then a rest phase,
 * counted down second by second) beside the photo of the current exercise, which advances
 * after each rest.
 */
export function Chrono({ random = Math.random }: { random?: () => number }) {
  const baseId = useId();
  const [draft, setDraft] = useState<Draft>({
    rounds: String(DEFAULT_TIMER.rounds),
    execSeconds: String(DEFAULT_TIMER.execSeconds),
    restSeconds: String(DEFAULT_TIMER.restSeconds),
  });
  const [show, setShow] = useState(false);

  const parsed = useMemo(
    () => Object.fromEntries(FIELDS.map((f) => [f.key, parseWhole(draft[f.key], f.max)])) as Record<keyof TimerConfig, number | string>,
    [draft],
  );
  const valid = FIELDS.every((f) => typeof parsed[f.key] === 'number');
  const config: TimerConfig = valid ? (parsed as unknown as TimerConfig) : DEFAULT_TIMER;
  const { view, running, idle, paused, finished, announcement, start, stop, reset } = useIntervalTimer(config);

  const phaseKey = idle ? 'pret' : view.phase;
  return (
    <Page route={routeOf('/chrono')}>
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
              {paused ? ' · en pause' : ''}
            </p>
          </Display>
          <Announce aria-live="assertive" className="announce">
            {announcement}
          </Announce>
        </Panel>
        <Panel aria-labelledby={`${baseId}-photos`}>
          <h2 id={`${baseId}-photos`}>Photos</h2>
          <ChronoPhotos restsDone={view.restsDone} show={show} random={random} />
        </Panel>
      </Layout>
    </Page>
  );
}
