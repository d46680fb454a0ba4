/**
 * Natural keys: what identifies a row besides its id, unique within its section. The import
 * refuses a file that repeats one and matches rows without id to the base by it.
 *
 * Singleton: the api validates writes with it; the editing forms of the next issue will too.
 */
import type { SectionName, SectionRow } from './sections';

export interface NaturalKey<K extends SectionName> {
  /** The field(s) named in messages. */
  label: string;
  key: (row: SectionRow<K>) => string;
}

export const UNIQUE_KEYS: { [K in SectionName]?: NaturalKey<K> } = {
  immos: { label: 'IM_NOM', key: (r) => r.IM_NOM },
  emprunts: { label: 'nom', key: (r) => r.nom },
  bricks: { label: 'nom', key: (r) => r.nom },
  recettes: { label: 'id', key: (r) => String(r.id) },
  energie: { label: 'compteur + date', key: (r) => `${r.compteur} ${r.date}` },
  taxesFoncieres: { label: 'IM_NOM + annee', key: (r) => `${r.IM_NOM} ${r.annee}` },
  irl: { label: 'annee + trimestre', key: (r) => `${r.annee} T${r.trimestre}` },
};

