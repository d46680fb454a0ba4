/**
 * Bench-only seeding: the api's demo dataset scaled up, written through the api's own
 * migrations and import path (replaceDataset), into a database of its own. The demo data
 * itself is untouched. At scale k: 200·k expenses, 50·k holdings, 10·k properties (with
 * their rents, taxes, loans, leases and lease revisions), k copies of the car expenses, restaurants and sport images.
 * Usage (from api/): node --import tsx ../e2e/bench/data/seedScaled.ts <dataDir> <k>
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildDemoDataset, migrate, openDb, replaceDataset, writeDemoImages, type Dataset } from 'api/seed';

type Rows<K extends keyof Dataset> = NonNullable<Dataset[K]>;

/** `count` rows cycled from `rows`, copy c > 0 renamed by `rename` so names stay unique. */
function cycle<T>(rows: readonly T[], count: number, rename: (row: T, copy: number) => T): T[] {
  return Array.from({ length: count }, (_, i) => {
    const copy = Math.floor(i / rows.length);
    const row = rows[i % rows.length]!;
    return copy === 0 ? row : rename(row, copy);
  });
}

const suffix = (name: string, copy: number) => `${name} ${copy + 1}`;
/** Amounts vary a little from copy to copy, so sorted tables are not runs of equal values. */
const vary = (amount: number, copy: number) => Math.round(amount * (1 + ((copy * 37) % 23) / 100) * 100) / 100;

export function scaleDataset(demo: Dataset, k: number): Dataset {
  const originals = demo.immos!;
  const immos = cycle(originals, 10 * k, (p, c) => ({ ...p, IM_NOM: suffix(p.IM_NOM, c) }));
  // Name of each demo property → names of its copies (the demo property itself included).
  const copies = new Map<string, string[]>();
  immos.forEach((p, i) => {
    const original = originals[i % originals.length]!.IM_NOM;
    copies.set(original, [...(copies.get(original) ?? []), p.IM_NOM]);
  });
  const perProperty = <T extends { IM_NOM: string }>(rows: readonly T[]): T[] =>
    rows.flatMap((r) => (copies.get(r.IM_NOM) ?? []).map((name) => ({ ...r, IM_NOM: name })));
  // A lease follows its property into each copy, with an id of its own (copy c: id + c × LEASE_IDS);
  // its revisions follow it, and a copy's payments lose their bail_id: they go to the lease
  // of their property covering their date.
  const leases = demo.baux! as Rows<'baux'>;
  const LEASE_IDS = 1 + Math.max(0, ...leases.map((l) => l.id ?? 0));
  const leaseCopies = new Map<number, number[]>();
  const baux = leases.flatMap((l) =>
    (copies.get(l.IM_NOM) ?? []).map((name, c) => {
      const id = (l.id ?? 0) + c * LEASE_IDS;
      leaseCopies.set(l.id ?? 0, [...(leaseCopies.get(l.id ?? 0) ?? []), id]);
      return { ...l, id, IM_NOM: name };
    }),
  );
  return {
    ...demo,
    immos,
    baux,
    revisionsBaux: (demo.revisionsBaux! as Rows<'revisionsBaux'>).flatMap((r) => (leaseCopies.get(r.bail_id) ?? []).map((bail_id) => ({ ...r, bail_id }))),
    loyers: (demo.loyers! as Rows<'loyers'>).flatMap((r) =>
      (copies.get(r.IM_NOM) ?? []).map((name, c) => (c === 0 ? { ...r, IM_NOM: name } : { ...r, IM_NOM: name, bail_id: null })),
    ),
    taxesFoncieres: perProperty(demo.taxesFoncieres! as Rows<'taxesFoncieres'>),
    chargesBiens: perProperty(demo.chargesBiens! as Rows<'chargesBiens'>),
    // A loan follows its property (IM_NOM, or the property of its own name) into each copy.
    emprunts: (demo.emprunts! as Rows<'emprunts'>).flatMap((l) =>
      (copies.get(l.IM_NOM ?? l.nom) ?? []).map((name, c) => ({
        ...l,
        nom: c === 0 ? l.nom : suffix(l.nom, c),
        IM_NOM: l.IM_NOM == null ? l.IM_NOM : name,
      })),
    ),
    voitures: cycle(demo.voitures!, demo.voitures!.length * k, (r, c) => ({ ...r, montant: vary(r.montant, c) })),
    depenses: cycle(demo.depenses!, 200 * k, (r, c) => ({ ...r, COP_MONT: vary(r.COP_MONT, c) })),
    opvcm: cycle(demo.opvcm!, 50 * k, (o, c) => ({
      ...o,
      OP_NOM: suffix(o.OP_NOM, c),
      OP_MT_VTE: vary(o.OP_MT_VTE, c),
    })),
    restaurants: cycle(demo.restaurants!, demo.restaurants!.length * k, (r, c) => ({ ...r, TW_TITRE: suffix(r.TW_TITRE, c) })),
  };
}

function copyImages(filesDir: string, k: number): number {
  const dir = path.join(filesDir, 'sport');
  const originals = fs.readdirSync(dir).filter((f) => !f.startsWith('.'));
  for (let copy = 1; copy < k; copy++) {
    for (const name of originals) {
      const ext = path.extname(name);
      fs.copyFileSync(path.join(dir, name), path.join(dir, `${path.basename(name, ext)}-${copy + 1}${ext}`));
    }
  }
  return originals.length * k;
}

function main([dataDir, factor]: string[]): void {
  const k = Number(factor);
  if (!dataDir || !Number.isInteger(k) || k < 1) throw new Error('usage : seedScaled.ts <dataDir> <facteur>');
  fs.mkdirSync(dataDir, { recursive: true });
  const db = openDb(path.join(dataDir, 'dashboard.sqlite'));
  migrate(db);
  const summary = replaceDataset(db, scaleDataset(buildDemoDataset(new Date()), k));
  db.close();
  const filesDir = path.join(dataDir, 'files');
  writeDemoImages(filesDir);
  const images = copyImages(filesDir, k);
  console.log(JSON.stringify({ scale: k, ...summary, images }));
}

main(process.argv.slice(2));
