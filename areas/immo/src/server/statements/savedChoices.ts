/**
 * What the owner's earlier statements and edits left, read from the statement sections' tables
 * (tables.ts), each read at the moment of use (a statement recorded, or a rule edited, since the
 * last request counts): the columns named for each CSV shape (profilsReleves), the date order
 * chosen for each bank profile (datesReleves), each account's choice (comptesReleves) and the
 * rules (regles), in id order: of two rows for one key, the later wins.
 */
import type { Db } from 'server-kit';
import type { CsvColumns, DateOrder } from '../../contract';
import type { SavedAccount } from './accountChoice';
import type { StatementRule } from './rules';

export interface SavedChoices {
  /** Column profiles by signature, as the reader takes them (a signature saved with a header's trailing « ; » still applies). */
  profiles(): Map<string, CsvColumns>;
  /** Date orders by bank profile. */
  dateOrders(): Map<string, DateOrder>;
  /** The choice remembered per account number. */
  accounts(): Map<string, SavedAccount>;
  rules(): StatementRule[];
}

type ProfileRow = { signature: string; date: string; libelle: string; montant: string | null; debit: string | null; credit: string | null };

export function savedChoicesOf(db: Db): SavedChoices {
  const profiles = db.prepare<[], ProfileRow>(
    `SELECT signature, date_column AS date, label_column AS libelle, amount_column AS montant, debit_column AS debit, credit_column AS credit
     FROM statement_profiles ORDER BY id`,
  );
  const dateOrders = db.prepare<[], { signature: string; ordre: string }>('SELECT signature, date_order AS ordre FROM statement_date_orders ORDER BY id');
  const accounts = db.prepare<[], { numero: string; importe: number; cartes: string | null }>(
    'SELECT number AS numero, imported AS importe, card_choice AS cartes FROM statement_accounts ORDER BY id',
  );
  const rules = db.prepare<[], StatementRule>(
    `SELECT t.id, t.pattern AS motif, t.amount_min AS montant_min, t.amount_max AS montant_max, t.target AS section, p.name AS IM_NOM,
       t.lease_id AS bail_id, t.category AS categorie, t.group_label AS groupe
     FROM statement_rules t LEFT JOIN properties p ON p.id = t.property_id ORDER BY t.id`,
  );
  return {
    profiles: () =>
      new Map(
        profiles.all().map((p) => {
          const columns: CsvColumns = { date: p.date, libelle: p.libelle };
          for (const field of ['montant', 'debit', 'credit'] as const) if (p[field] != null) columns[field] = p[field];
          return [p.signature.replace(/;+$/, ''), columns];
        }),
      ),
    dateOrders: () => new Map(dateOrders.all().map((r) => [r.signature, r.ordre === 'mja' ? 'mja' : 'jma'])),
    accounts: () =>
      new Map(accounts.all().map((r) => [r.numero, { importe: r.importe === 1, cartes: r.cartes === 'detail' || r.cartes === 'totaux' ? r.cartes : null }])),
    rules: () => rules.all(),
  };
}
