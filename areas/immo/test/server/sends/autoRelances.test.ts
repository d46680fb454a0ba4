/**
 * A lease's automatic relance, run as the api's scheduler runs it (the area's job on the host's
 * clock), the mail kept by a mailer that holds what it is given.
 *
 * The base: « Studio Lyon » let since 2026-01-01 to Jean Dupont, 800 € + 50 € of charges due on
 * the 5th, relance automatique 10 days; January and February paid on 2026-02-05 (2 × 850 = 1 700 €),
 * March unpaid. March's due date is 5 March: 5 + 10 → its relance goes on 15 March, not on the
 * 14th (9 days after it).
 */
import type { Mailer, OutgoingMail, ScheduledJob } from 'server-kit';
import { immoServer } from '../../../src/server';
import { emptyBase, letProperty, type Base } from '../rentalBase';

const at = (day: string, time = '10:00') => new Date(`${day}T${time}:00`);

interface Setup {
  base: Base;
  job: ScheduledJob;
  received: OutgoingMail[];
  lease: number;
}

async function setup(lease: object = {}, options: { smtp?: boolean } = {}): Promise<Setup> {
  const received: OutgoingMail[] = [];
  const mail: Mailer = {
    async send(m) {
      received.push(m);
    },
  };
  const base = await emptyBase(at('2026-03-01'), options.smtp === false ? {} : { mail });
  await base.post('proprietaire', { nom: 'Marie Martin', adresse: '12 rue des Lilas, 75011 Paris' });
  await base.post('immos', letProperty('Studio Lyon', { IM_ADRESSE: '3 place Bellecour, 69002 Lyon' }));
  const { id } = await base.post('baux', {
    IM_NOM: 'Studio Lyon', locataire: 'Jean Dupont', email: 'jean@exemple.fr', debut: '2026-01-01', fin: null,
    loyer_hc: 800, charges: 50, depot_garantie: 0, jour_echeance: 5, relance_auto_jours: 10, ...lease,
  });
  await base.post('loyers', { IM_NOM: 'Studio Lyon', date: '2026-02-05', montant: 1700, honoraires: 0, bail_id: id });
  const job = immoServer.jobs!(base.host.host).find((j) => j.name === 'relances-automatiques')!;
  return { base, job, received, lease: id };
}

/** Runs the job at `when`, as the scheduler does. */
async function runAt(s: Setup, when: Date): Promise<string | null | void> {
  s.base.host.host.setNow(when);
  return s.job.run(when);
}

const sends = (s: Setup) => s.base.host.db.prepare('SELECT document, period, result FROM envois ORDER BY id').all();

let current: Setup | undefined;
afterEach(async () => {
  await current?.base.host.close();
  current = undefined;
});

test('a month unpaid 10 days after its due date gets its relance on that day, once, to the tenant', async () => {
  const s = (current = await setup());
  expect(await runAt(s, at('2026-03-14'))).toBeNull();
  expect(s.received).toEqual([]);

  expect(await runAt(s, at('2026-03-15'))).toBe('relance-2026-03-Jean-Dupont.pdf envoyée à jean@exemple.fr.');
  expect(s.received.map((m) => [m.to, m.subject])).toEqual([['jean@exemple.fr', 'Relance : loyer impayé — mars 2026 — 3 place Bellecour, 69002 Lyon']]);
  expect(await runAt(s, at('2026-03-15', '10:01'))).toBeNull();
  expect(await runAt(s, at('2026-03-25'))).toBeNull();
  expect(s.received).toHaveLength(1);
  // Never the mise en demeure, however long the month stays unpaid.
  expect(sends(s)).toEqual([{ document: 'relance', period: '2026-03', result: 'envoye' }]);
});

test('a month paid before its relance day gets none', async () => {
  const s = (current = await setup());
  await s.base.post('loyers', { IM_NOM: 'Studio Lyon', date: '2026-03-12', montant: 850, honoraires: 0, bail_id: s.lease });
  expect(await runAt(s, at('2026-03-15'))).toBeNull();
  expect(s.received).toEqual([]);
  expect(sends(s)).toEqual([]);
});

test('nothing leaves for a lease that did not opt in, nor without SMTP', async () => {
  const never = (current = await setup({ relance_auto_jours: null }));
  expect(await runAt(never, at('2026-03-15'))).toBeNull();
  expect(never.received).toEqual([]);
  await never.base.host.close();

  const noSmtp = (current = await setup({}, { smtp: false }));
  expect(await runAt(noSmtp, at('2026-03-15'))).toBeNull();
  expect(sends(noSmtp)).toEqual([]);
});

test('the number of days runs from 1 to 60', async () => {
  const s = (current = await setup());
  for (const days of [0, 61, 2.5]) {
    await expect(s.base.post('baux', { IM_NOM: 'Studio Lyon', locataire: 'Léa Petit', email: 'lea@exemple.fr', debut: '2026-01-01', loyer_hc: 700, jour_echeance: 5, relance_auto_jours: days })).rejects.toThrow(/de 1 à 60 jours/);
  }
});
