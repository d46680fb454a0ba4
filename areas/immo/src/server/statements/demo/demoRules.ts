/**
 * The bank statements' demo rules, tried in this order on the demo statements (demoBankLines.ts):
 * the home insurance by text, fuel within an amount bound, the monthly property-tax debit by a
 * /regex/ (the year's tax is recorded in taxesFoncieres: ignored). The demo has imported no
 * statement yet: no lignesReleves, no profilsReleves.
 */
import type { DemoRowsOf } from 'server-kit';
import type { immoSections } from '../../../contract';

export const DEMO_RULES: NonNullable<DemoRowsOf<typeof immoSections>['regles']> = [
  { motif: 'MAIF', montant_min: null, montant_max: null, section: 'depenses' },
  { motif: 'STATION', montant_min: null, montant_max: 150, section: 'voitures', groupe: 'Citroën C3' },
  { motif: '/TAXE FONCI[EÈ]RE/i', montant_min: null, montant_max: null, section: 'ignorer' },
];
