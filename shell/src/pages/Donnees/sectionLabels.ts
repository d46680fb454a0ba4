/** The sections as the owner knows them; the file's own name follows, as the api's messages use it. */
const LABELS: Record<string, string> = {
  immos: 'Biens',
  loyers: 'Loyers encaissés',
  emprunts: 'Emprunts',
  taxesFoncieres: 'Taxes foncières',
  chargesBiens: 'Charges des biens',
  deficitsFonciers: 'Déficits fonciers antérieurs',
  voitures: 'Frais de voiture',
  depenses: 'Dépenses',
  opvcm: 'Placements',
  bricks: 'Bricks',
  energie: 'Relevés EDF',
  restaurants: 'Restaurants',
  recettes: 'Recettes',
  irl: 'Indices IRL (INSEE)',
};

/** "depenses" → "Dépenses (depenses)"; an unknown name as it is. */
export function sectionLabel(name: string): string {
  const label = LABELS[name];
  return label ? `${label} (${name})` : name;
}
