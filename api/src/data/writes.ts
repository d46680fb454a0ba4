/**
 * Row writes that remember what they changed (for the journal and the undo), with the two
 * rules that reach beyond the row:
 *  - deleting a property deletes its rents, taxes, charges and estimates (foreign-key cascade) and unlinks the
 *    loans that name it (IM_NOM → null, as ON DELETE SET NULL would): they are recorded
 *    first, so that undoing (in reverse order) restores the property, then them;
 *  - deleting a property also deletes its leases and their revisions (cascade), recorded so
 *    that undoing brings the leases back before their revisions and the payments linked to them;
 *  - deleting a lease deletes its revisions, its charges' regularizations and its deposit's
 *    deductions, and unlinks its payments and statement rules (bail_id → null, recorded first,
 *    as for the loans);
 *  - a payment's bail_id, a rule's, a revision's, a regularization's and a deduction's must name an existing lease, and a
 *    payment's or a rule's the lease of its own property (a refusal naming bail_id);
 *  - a charge of a property (chargesBiens) or a rent received (loyers) dated after its sale
 *    (IM_DATE_VTE) is refused: the owner no longer held it (an import holding one is refused
 *    whole, being one transaction); so is a sale date moved before a charge or a rent recorded;
 *  - a sale ends the property's leases for this owner (with the tenant in place, the buyer is
 *    the landlord): a lease of a sold property ends on the sale date at the latest. A lease
 *    written with a later end, or none, is kept with `fin` = the sale date, and `notes` says
 *    so (the import's report); a sale date set on a property ends its running leases the same
 *    way, in the same write;
 *  - renaming a property renames the loan that carries its old name (a loan without IM_NOM
 *    links by name); a loan's explicit IM_NOM is the property's id, so it follows by itself.
 * Callers run them inside a transaction.
 */
import type { SectionName } from './sections';
import { RowRefused, type SectionStore } from 'server-kit';
import type { Change, Fields } from './rows';
import type { Stores } from './stores';

/** Sections whose rows belong to a property (deleted with it). */
const PROPERTY_CHILDREN = ['loyers', 'taxesFoncieres', 'chargesBiens', 'chargesRecuperables', 'estimations', 'regles'] as const;
/** Sections whose rows belong to a lease (deleted with it, as its revisions). */
const LEASE_CHILDREN = ['revisionsBaux', 'regularisationsCharges', 'retenuesDepot'] as const;
/** Sections whose bail_id names a lease of any property. */
const LEASE_OWNED: readonly SectionName[] = LEASE_CHILDREN;
/** Sections whose rows may name a lease (bail_id): unlinked when it goes. */
const LEASE_LINKED = ['loyers', 'regles'] as const;

/** AAAA-MM-JJ → JJ/MM/AAAA. */
const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

/** The rows of a property that stop at its sale, as the refusals name them. */
const AFTER_SALE = {
  chargesBiens: { one: (row: Fields) => `la charge${row.libelle ? ` « ${String(row.libelle)} »` : ''} du ${frenchDate(String(row.date))} est postérieure`, many: 'charges' },
  loyers: { one: (row: Fields) => `le loyer du ${frenchDate(String(row.date))} est postérieur`, many: 'loyers' },
} as const;
const isDatedBeforeSale = (section: SectionName): section is keyof typeof AFTER_SALE => section in AFTER_SALE;

export class Writes {
  readonly changes: Change[] = [];
  /** What the writes changed beyond what they were given (a lease ended at its property's sale), in French. */
  readonly notes: string[] = [];

  constructor(private readonly stores: Stores) {}

  storeOf(section: SectionName): SectionStore {
    return this.stores[section];
  }

  /** Inserts a normalized row (with `id` when given); returns its id. */
  insert(section: SectionName, given: Fields, id?: number): number {
    const fields = this.endedAtSale(section, given, id);
    this.checkLease(section, fields);
    this.checkSale(section, fields);
    const store = this.stores[section];
    const newId = store.insert(fields, id);
    this.changes.push({ section, id: newId, before: null, after: store.get(newId) ?? null });
    return newId;
  }

  /** Replaces the fields of row `id`; false when they were the same (nothing written). */
  update(section: SectionName, id: number, given: Fields): boolean {
    const fields = this.endedAtSale(section, given, id);
    this.checkLease(section, fields);
    this.checkSale(section, fields);
    if (section === 'immos') this.checkChargesBeforeSale(id, fields);
    const store = this.stores[section];
    const before = store.get(id) ?? null;
    if (section === 'baux' && before && before.IM_NOM !== fields.IM_NOM && LEASE_LINKED.some((s) => this.stores[s].listWhere('lease_id', id).length > 0)) {
      throw new RowRefused(
        `des loyers encaissés ou des règles de relevés de « ${String(before.IM_NOM)} » sont liés à ce bail : déliez-les (bail_id) avant de le rattacher à un autre bien`,
        'IM_NOM',
        true,
      );
    }
    store.update(id, fields);
    const after = store.get(id) ?? null;
    if (JSON.stringify(before) === JSON.stringify(after)) return false;
    this.changes.push({ section, id, before, after });
    if (section === 'immos' && before && after && before.IM_NOM !== after.IM_NOM) {
      this.renameLoan(String(before.IM_NOM), String(after.IM_NOM));
    }
    if (section === 'immos' && typeof after?.IM_DATE_VTE === 'string') this.endLeasesAtSale(id);
    return true;
  }

  /** Deletes row `id` (a property with its rents, taxes and charges). */
  remove(section: SectionName, id: number): void {
    const store = this.stores[section];
    const before = store.get(id);
    if (!before) return;
    if (section === 'immos') {
      const leases = this.stores.baux.listWhere('property_id', id);
      // Payments of another property linked to its leases (none when bail_id was checked): unlinked.
      for (const lease of leases) this.unlinkPayments(lease.id, id);
      for (const child of PROPERTY_CHILDREN) {
        for (const row of this.stores[child].listWhere('property_id', id)) {
          this.changes.push({ section: child, id: row.id, before: row, after: null });
        }
      }
      // Deleted by the cascade; recorded after the payments (which name them) and each lease
      // after its revisions, so that undoing restores a lease, then its revisions and payments.
      for (const lease of leases) this.recordLease(lease.id);
      // Written here rather than left to ON DELETE SET NULL, so that the journal holds the link.
      const loans = this.stores.emprunts;
      for (const loan of loans.listWhere('property_id', id)) this.update('emprunts', loan.id, { ...loans.normalize(loan), IM_NOM: null });
    }
    if (section === 'baux') {
      this.unlinkPayments(id);
      this.recordLease(id, false);
    }
    store.remove(id);
    this.changes.push({ section, id, before, after: null });
  }

  /** A payment's or a revision's bail_id names a lease; a payment's, a lease of its property. */
  private checkLease(section: SectionName, fields: Fields): void {
    const owned = LEASE_OWNED.includes(section);
    if ((section !== 'loyers' && section !== 'regles' && !owned) || fields.bail_id == null) return;
    const lease = this.stores.baux.get(Number(fields.bail_id));
    if (!lease) throw new RowRefused(`bail n° ${String(fields.bail_id)} inconnu (aucune ligne de ce numéro dans baux)`, 'bail_id');
    if (!owned && lease.IM_NOM !== fields.IM_NOM) {
      throw new RowRefused(
        `le bail n° ${lease.id} est celui du bien « ${String(lease.IM_NOM)} », pas de « ${String(fields.IM_NOM)} »`,
        'bail_id',
      );
    }
  }

  /** A charge of a property, or a rent it received, is dated on or before its sale. */
  private checkSale(section: SectionName, fields: Fields): void {
    if (!isDatedBeforeSale(section)) return;
    const sale = this.saleOf(fields.IM_NOM);
    if (sale === null || String(fields.date) <= sale) return;
    throw new RowRefused(
      `${AFTER_SALE[section].one(fields)} à la vente de « ${String(fields.IM_NOM)} » le ${frenchDate(sale)} : ` +
        `un bien vendu ne porte plus de ${AFTER_SALE[section].many}`,
      'date',
    );
  }

  /** A property's sale date is not before a charge or a rent already recorded on it. */
  private checkChargesBeforeSale(id: number, fields: Fields): void {
    const sale = fields.IM_DATE_VTE;
    if (typeof sale !== 'string') return;
    for (const section of ['chargesBiens', 'loyers'] as const) {
      const later = this.stores[section]
        .listWhere('property_id', id)
        .map((c) => String(c.date))
        .filter((date) => date > sale)
        .sort();
      if (later.length === 0) continue;
      const word = section === 'chargesBiens' ? ['sa charge datée', 'charges datées', 'cette charge', 'ces charges'] : ['son loyer daté', 'loyers datés', 'ce loyer', 'ces loyers'];
      throw new RowRefused(
        `la vente de « ${String(fields.IM_NOM)} » le ${frenchDate(sale)} précède ${later.length > 1 ? `ses ${later.length} ${word[1]}` : word[0]} ` +
          `du ${frenchDate(later[0]!)}${later.length > 1 ? ` au ${frenchDate(later.at(-1)!)}` : ''} : déplacez ou supprimez ${later.length > 1 ? word[3] : word[2]} d'abord`,
        'IM_DATE_VTE',
      );
    }
  }

  /** The sale date of the property named `name`, or null (not sold, or unknown). */
  private saleOf(name: unknown): string | null {
    const [property] = this.stores.immos.listWhere('name', name);
    return typeof property?.IM_DATE_VTE === 'string' ? property.IM_DATE_VTE : null;
  }

  /** A lease of a sold property, ended on the sale date at the latest (noted when it ran later). */
  private endedAtSale(section: SectionName, fields: Fields, id: number | undefined): Fields {
    if (section !== 'baux') return fields;
    const sale = this.saleOf(fields.IM_NOM);
    if (sale === null || (typeof fields.fin === 'string' && fields.fin <= sale)) return fields;
    if (String(fields.debut) > sale) {
      throw new RowRefused(`le bail commence le ${frenchDate(String(fields.debut))}, après la vente de « ${String(fields.IM_NOM)} » le ${frenchDate(sale)}`, 'debut');
    }
    const was = typeof fields.fin === 'string' ? `au lieu du ${frenchDate(fields.fin)}` : 'qui courait sans fin';
    this.notes.push(
      `bail${id === undefined ? '' : ` n° ${id}`} de ${String(fields.locataire)} (« ${String(fields.IM_NOM)} ») : fin le ${frenchDate(sale)}, date de la vente du bien, ${was}`,
    );
    return { ...fields, fin: sale };
  }

  /** The leases of property `id` running past its sale end on its date (each a journaled update). */
  endLeasesAtSale(id: number): void {
    const leases = this.stores.baux;
    for (const lease of leases.listWhere('property_id', id)) this.update('baux', lease.id, leases.normalize(lease));
  }

  /** Sets bail_id to null on the payments and rules of lease `leaseId` (except those of property `exceptProperty`, deleted with it). */
  private unlinkPayments(leaseId: number, exceptProperty?: number): void {
    const owner = exceptProperty === undefined ? undefined : this.stores.immos.get(exceptProperty)?.IM_NOM;
    for (const section of LEASE_LINKED) {
      const store = this.stores[section];
      for (const p of store.listWhere('lease_id', leaseId)) {
        if (owner !== undefined && p.IM_NOM === owner) continue;
        this.update(section, p.id, { ...store.normalize(p), bail_id: null });
      }
    }
  }

  /** Records the revisions, regularizations and deductions of lease `leaseId` as deleted, then (with `withLease`) the lease. */
  private recordLease(leaseId: number, withLease = true): void {
    for (const child of LEASE_CHILDREN) {
      for (const row of this.stores[child].listWhere('lease_id', leaseId)) this.changes.push({ section: child, id: row.id, before: row, after: null });
    }
    const lease = withLease ? this.stores.baux.get(leaseId) : undefined;
    if (lease) this.changes.push({ section: 'baux', id: lease.id, before: lease, after: null });
  }

  /** The loan named after a renamed property follows it, unless the new name is already a loan's. */
  private renameLoan(oldName: string, newName: string): void {
    const loans = this.stores.emprunts;
    const [loan] = loans.listWhere('name', oldName);
    if (!loan || loans.listWhere('name', newName).length > 0) return;
    this.update('emprunts', loan.id, { ...loans.normalize(loan), nom: newName });
  }
}
