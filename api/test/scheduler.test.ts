/**
 * The api's scheduler, on its own clock: a daily job once a calendar day, its last run kept
 * across a restart; a job run at start whatever its last run; a failure logged and tried again;
 * the backups at start and daily; the weekly digest on its day only, never empty, once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OutgoingMail, ScheduledJob } from 'server-kit';
import { createBackups } from '../src/backup/backups';
import { migrate } from '../src/db/migrate';
import { openDb, type Db } from '../src/db/open';
import { NO_DIGEST, readDigestConfig } from '../src/digest/digestConfig';
import { weeklyDigestJob, type DigestItem } from '../src/digest/weeklyDigest';
import { backupJob } from '../src/scheduler/apiJobs';
import { createScheduler, TICK_MS } from '../src/scheduler/scheduler';

let dir: string;
let db: Db;
let clock: Date;
let logged: string[];

const schedulerOf = (jobs: ScheduledJob[]) =>
  createScheduler({ db, now: () => clock, jobs, log: { info: (m) => logged.push(`info ${m}`), warn: (m) => logged.push(`warn ${m}`) } });

/** A job that counts its runs. */
function counting(every: ScheduledJob['every'], atStart = false) {
  const runs: string[] = [];
  const job: ScheduledJob = { name: 'compteur', every, atStart, run: async (now) => (runs.push(now.toISOString()), `passage ${runs.length}.`) };
  return { job, runs };
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-scheduler-'));
  db = openDb(path.join(dir, 'dashboard.sqlite'));
  migrate(db);
  clock = new Date(2026, 10, 30, 8, 0); // Monday 30 November 2026, 8:00
  logged = [];
});

afterEach(() => {
  jest.restoreAllMocks();
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the scheduler', () => {
  test('a daily job runs once a calendar day, and a restart the same day does not run it again', async () => {
    const { job, runs } = counting('day');
    const first = schedulerOf([job]);
    await first.tick();
    clock = new Date(2026, 10, 30, 23, 59);
    await first.tick();
    expect(runs).toHaveLength(1);
    await first.close();

    const restarted = schedulerOf([job]);
    await restarted.tick();
    expect(runs).toHaveLength(1);
    clock = new Date(2026, 11, 1, 0, 0); // Tuesday, midnight: a new day
    await restarted.tick();
    expect(runs).toHaveLength(2);
    expect(logged).toEqual(['info Tâche compteur : passage 1.', 'info Tâche compteur : passage 2.']);
  });

  test('a minute job runs at every tick; an atStart job at start whatever its last run', async () => {
    const minute = counting('minute');
    await schedulerOf([minute.job]).tick();
    await schedulerOf([minute.job]).tick();
    expect(minute.runs).toHaveLength(2);

    const daily = counting('day', true);
    await schedulerOf([daily.job]).tick();
    const restarted = schedulerOf([daily.job]);
    restarted.start(); // its first tick, at start
    await restarted.tick();
    await restarted.close();
    expect(daily.runs).toHaveLength(2);
  });

  test('a job that fails is logged with its name, the next ones still run, and it is tried again at the next tick', async () => {
    let fail = true;
    const flaky: ScheduledJob = { name: 'fragile', every: 'day', run: async () => { if (fail) throw new Error('disque plein'); return 'fait.'; } };
    const { job, runs } = counting('minute');
    const scheduler = schedulerOf([flaky, job]);
    await scheduler.tick();
    fail = false;
    await scheduler.tick();
    expect(runs).toHaveLength(2);
    expect(logged).toEqual([
      'warn Tâche fragile en échec : disque plein (nouvel essai à la prochaine minute).',
      'info Tâche compteur : passage 1.',
      'info Tâche fragile : fait.',
      'info Tâche compteur : passage 2.',
    ]);
  });

  test('started: a tick each minute on a timer that never keeps the process alive, until closed', async () => {
    const setIntervalSpy = jest.spyOn(global, 'setInterval');
    const clearIntervalSpy = jest.spyOn(global, 'clearInterval');
    const scheduler = schedulerOf([]);
    scheduler.start();
    expect(setIntervalSpy.mock.calls[0]?.[1]).toBe(60_000);
    expect(TICK_MS).toBe(60_000);
    const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await scheduler.close();
    expect(clearIntervalSpy).toHaveBeenCalledWith(timer);
  });
});

describe('backups', () => {
  test('one at each start (demarrage), one a day after it (quotidienne)', async () => {
    const backups = createBackups({ db, dir: path.join(dir, 'backups'), now: () => clock });
    db.exec("INSERT INTO irl_index (year, quarter, value) VALUES (2026, 1, 146.6)"); // a base with a page to copy
    const kinds = () => backups.list().map((b) => b.kind).reverse();
    const first = schedulerOf([backupJob(backups)]);
    first.start();
    await first.tick();
    clock = new Date(2026, 10, 30, 20, 0);
    await first.tick();
    expect(kinds()).toEqual(['demarrage']);
    clock = new Date(2026, 11, 1, 8, 0);
    await first.tick();
    expect(kinds()).toEqual(['demarrage', 'quotidienne']);
    await first.close();

    // A restart the same Tuesday: its start backup, but no second daily one.
    const restarted = schedulerOf([backupJob(backups)]);
    restarted.start();
    await restarted.tick();
    await restarted.tick();
    await restarted.close();
    expect(kinds()).toEqual(['demarrage', 'quotidienne', 'demarrage']);
  });
});

describe('the weekly digest', () => {
  const ITEMS: DigestItem[] = [
    { titre: 'Relancer Jean Dupont', echeance: '2026-12-04', detail: 'Loyer de novembre : 750 € restent dus.' },
    { titre: 'Réviser le loyer de Lyon T2', echeance: '2026-12-20', detail: 'Dernier jour pour la demander (art. 17-1).' },
  ];

  function digestWith(items: DigestItem[], weekday = 'lundi') {
    const sent: OutgoingMail[] = [];
    const config = readDigestConfig({ DIGEST_EMAIL: 'proprietaire@exemple.fr', DIGEST_JOUR: weekday, PUBLIC_URL: 'https://tdb.maison.lan/' });
    const job = weeklyDigestJob({ config, mailer: { send: async (mail) => void sent.push(mail) }, items: () => items });
    return { job, sent };
  }

  test('its settings: off by default, lundi by default, a weekday, an address, an http(s) address', () => {
    expect(readDigestConfig({})).toEqual(NO_DIGEST);
    expect(readDigestConfig({ DIGEST_EMAIL: 'off' }).email).toBeNull();
    expect(readDigestConfig({ DIGEST_EMAIL: 'a@b.fr', DIGEST_JOUR: 'Vendredi' })).toEqual({ email: 'a@b.fr', weekday: 'vendredi', publicUrl: null });
    expect(() => readDigestConfig({ DIGEST_EMAIL: 'proprietaire' })).toThrow(/^DIGEST_EMAIL invalide/);
    expect(() => readDigestConfig({ DIGEST_JOUR: 'monday' })).toThrow(/^DIGEST_JOUR invalide/);
    expect(() => readDigestConfig({ PUBLIC_URL: 'tdb.maison.lan' })).toThrow(/^PUBLIC_URL invalide/);
  });

  test('sent on its weekday with the items and the link, once, even across a restart', async () => {
    const { job, sent } = digestWith(ITEMS);
    await schedulerOf([job]).tick(); // Monday 30 November 2026
    await schedulerOf([job]).tick(); // restarted the same Monday
    expect(sent).toEqual([
      {
        to: 'proprietaire@exemple.fr',
        fromName: 'Tableau de bord',
        subject: 'À faire cette semaine',
        text:
          'Bonjour,\n\n2 choses à faire :\n\n' +
          '- Relancer Jean Dupont (avant le 4 décembre 2026)\n  Loyer de novembre : 750 € restent dus.\n' +
          '- Réviser le loyer de Lyon T2 (avant le 20 décembre 2026)\n  Dernier jour pour la demander (art. 17-1).\n' +
          '\nLa liste : https://tdb.maison.lan/a-faire\n',
      },
    ]);
    // Tuesday 1 to Sunday 6 December: not its day. Monday 7 December: the next one.
    for (let day = 1; day <= 6; day++) {
      clock = new Date(2026, 11, day, 8, 0);
      await schedulerOf([job]).tick();
    }
    expect(sent).toHaveLength(1);
    clock = new Date(2026, 11, 7, 8, 0);
    await schedulerOf([job]).tick();
    expect(sent).toHaveLength(2);
  });

  test('nothing on its day when the list is empty, nor on another day', async () => {
    const empty = digestWith([]);
    await schedulerOf([empty.job]).tick(); // Monday, nothing to do
    expect(empty.sent).toEqual([]);
    expect(logged).toEqual(['info Tâche resume-hebdomadaire : rien à faire le 30 novembre 2026 : pas de résumé envoyé.']);
    const mardi = digestWith(ITEMS, 'mardi');
    await schedulerOf([mardi.job]).tick(); // Monday: its day is Tuesday
    expect(mardi.sent).toEqual([]);
  });
});
