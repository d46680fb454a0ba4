/**
 * Writes a validated dataset: every section present replaces its table, all inside ONE
 * transaction (any failure leaves the database as it was).
 *
 * Properties are matched by IM_NOM: those still listed keep their id (so their rent
 * payments and taxes survive an import of `immos` alone), the others are deleted with
 * their dependent rows.
 */
import type { Db } from '../db/open';
import type { Dataset, SectionName } from './datasetSchema';
import { ImportError } from './importError';

export type ImportSummary = Partial<Record<SectionName, number>>;

const day = (value: string): string => value.slice(0, 10);
const dayOrNull = (value: string | null | undefined): string | null => (value ? day(value) : null);

export function replaceDataset(db: Db, dataset: Dataset): ImportSummary {
  const summary: ImportSummary = {};

  const propertyIds = (): Map<string, number> =>
    new Map((db.prepare('SELECT name, id FROM properties').all() as { name: string; id: number }[]).map((r) => [r.name, r.id]));

  const resolveProperty = (ids: Map<string, number>, section: SectionName, index: number, name: string): number => {
    const id = ids.get(name);
    if (id === undefined) {
      throw new ImportError(
        `Import refusé : section « ${section} », ligne ${index + 1}, champ « IM_NOM » : bien « ${name} » inconnu (absent de la section immos et de la base).`,
      );
    }
    return id;
  };

  const run = db.transaction(() => {
    if (dataset.immos) {
      const rows = dataset.immos;
      db.prepare('DELETE FROM properties WHERE name NOT IN (SELECT value FROM json_each(?))').run(
        JSON.stringify(rows.map((r) => r.IM_NOM)),
      );
      const upsert = db.prepare(`
        INSERT INTO properties (name, joint_ownership, type, loan_amount, loan_end_date, rent, agency_fee,
          purchase_date, sale_date, sold, purchase_price, sale_price, comment, theoretical_rent)
        VALUES (@name, @joint, @type, @loan, @loanEnd, @rent, @agency, @bought, @soldOn, @sold, @pa, @px, @comment, @theo)
        ON CONFLICT (name) DO UPDATE SET
          joint_ownership = excluded.joint_ownership, type = excluded.type, loan_amount = excluded.loan_amount,
          loan_end_date = excluded.loan_end_date, rent = excluded.rent, agency_fee = excluded.agency_fee,
          purchase_date = excluded.purchase_date, sale_date = excluded.sale_date, sold = excluded.sold,
          purchase_price = excluded.purchase_price, sale_price = excluded.sale_price, comment = excluded.comment,
          theoretical_rent = excluded.theoretical_rent`);
      for (const r of rows) {
        upsert.run({
          name: r.IM_NOM,
          joint: r.IM_INDIVISION,
          type: r.IM_TYPE_PROP,
          loan: r.IM_PRET_MT,
          loanEnd: dayOrNull(r.IM_FIN_PRET),
          rent: r.IM_MT_LOYER,
          agency: r.IM_AGENCE,
          bought: dayOrNull(r.IM_DATE_ACHAT),
          soldOn: dayOrNull(r.IM_DATE_VTE),
          sold: r.IM_VENDU,
          pa: r.IM_PA,
          px: r.IM_PX_VTE,
          comment: r.IM_COMMENT,
          theo: r.loyerTheo,
        });
      }
      summary.immos = rows.length;
    }

    if (dataset.loyers) {
      const ids = propertyIds();
      db.prepare('DELETE FROM rent_payments').run();
      const insert = db.prepare('INSERT INTO rent_payments (property_id, paid_on, amount, agency_fee) VALUES (?, ?, ?, ?)');
      dataset.loyers.forEach((r, i) => {
        insert.run(resolveProperty(ids, 'loyers', i, r.IM_NOM), day(r.date), r.montant, r.honoraires);
      });
      summary.loyers = dataset.loyers.length;
    }

    if (dataset.taxesFoncieres) {
      const ids = propertyIds();
      db.prepare('DELETE FROM property_taxes').run();
      const insert = db.prepare('INSERT INTO property_taxes (property_id, year, amount) VALUES (?, ?, ?)');
      dataset.taxesFoncieres.forEach((r, i) => {
        insert.run(resolveProperty(ids, 'taxesFoncieres', i, r.IM_NOM), r.annee, r.montant);
      });
      summary.taxesFoncieres = dataset.taxesFoncieres.length;
    }

    if (dataset.emprunts) {
      db.prepare('DELETE FROM loans').run();
      const insert = db.prepare(
        'INSERT INTO loans (name, capital, annual_rate, duration_months, start_date) VALUES (?, ?, ?, ?, ?)',
      );
      for (const r of dataset.emprunts) insert.run(r.nom, r.capital, r.taux, r.duree_mois, day(r.debut));
      summary.emprunts = dataset.emprunts.length;
    }

    if (dataset.voitures) {
      db.prepare('DELETE FROM car_expenses').run();
      const insert = db.prepare('INSERT INTO car_expenses (group_label, spent_on, amount, label) VALUES (?, ?, ?, ?)');
      for (const r of dataset.voitures) insert.run(r.groupe, day(r.date), r.montant, r.libelle ?? null);
      summary.voitures = dataset.voitures.length;
    }

    if (dataset.depenses) {
      db.prepare('DELETE FROM personal_expenses').run();
      const insert = db.prepare('INSERT INTO personal_expenses (spent_on, label, amount, merchant) VALUES (?, ?, ?, ?)');
      for (const r of dataset.depenses) insert.run(day(r.COP_DATE), r.COP_LIBELLE, r.COP_MONT, r.COP_GARAGE ?? null);
      summary.depenses = dataset.depenses.length;
    }

    if (dataset.opvcm) {
      db.prepare('DELETE FROM placements').run();
      const insert = db.prepare(`INSERT INTO placements
        (bank, name, sale_amount, purchase_amount, type, beneficiary, operation_date) VALUES (?, ?, ?, ?, ?, ?, ?)`);
      for (const r of dataset.opvcm) {
        insert.run(r.OP_BQ, r.OP_NOM, r.OP_MT_VTE, r.OP_MT_ACHAT, r.OP_TYPE_PLCMT, r.OP_BENEF, day(r.OP_DATE));
      }
      summary.opvcm = dataset.opvcm.length;
    }

    if (dataset.bricks) {
      db.prepare('DELETE FROM bricks').run();
      const insertBrick = db.prepare('INSERT INTO bricks (name, purchase_amount) VALUES (?, ?)');
      const insertRent = db.prepare('INSERT INTO brick_rents (brick_id, label, amount) VALUES (?, ?, ?)');
      for (const b of dataset.bricks) {
        const id = insertBrick.run(b.nom, b.achat).lastInsertRowid;
        for (const [label, amount] of Object.entries(b.loyers)) insertRent.run(id, label, amount);
      }
      summary.bricks = dataset.bricks.length;
    }

    if (dataset.energie) {
      db.prepare('DELETE FROM energy_readings').run();
      const insert = db.prepare('INSERT INTO energy_readings (meter, read_on, kwh) VALUES (?, ?, ?)');
      for (const r of dataset.energie) insert.run(r.compteur, day(r.date), r.kwh);
      summary.energie = dataset.energie.length;
    }

    if (dataset.restaurants) {
      db.prepare('DELETE FROM restaurants').run();
      const insert = db.prepare('INSERT INTO restaurants (title, type, city, price_range) VALUES (?, ?, ?, ?)');
      for (const r of dataset.restaurants) insert.run(r.TW_TITRE, r.TW_TYPE, r.TW_VILLE, r.TW_TARIF);
      summary.restaurants = dataset.restaurants.length;
    }

    if (dataset.recettes) {
      db.prepare('DELETE FROM recipes').run();
      const insertRecipe = db.prepare('INSERT INTO recipes (id, title, note, type) VALUES (?, ?, ?, ?)');
      const insertIngredient = db.prepare(
        'INSERT INTO recipe_ingredients (recipe_id, position, name, weight) VALUES (?, ?, ?, ?)',
      );
      const insertComment = db.prepare('INSERT INTO recipe_comments (recipe_id, position, line) VALUES (?, ?, ?)');
      for (const r of dataset.recettes) {
        insertRecipe.run(r.id, r.titre, r.note, r.type);
        r.ingredients.forEach((ing, i) => insertIngredient.run(r.id, i + 1, ing.nom, ing.poids));
        r.commentaire.forEach((c, i) => insertComment.run(r.id, i + 1, c.ligne));
      }
      summary.recettes = dataset.recettes.length;
    }
  });

  try {
    run();
  } catch (error) {
    if (error instanceof ImportError) throw error;
    const message = error instanceof Error ? error.message : String(error);
    throw new ImportError(`Import refusé : la base a rejeté les données (${message}) ; rien n'a été modifié.`);
  }
  return summary;
}
