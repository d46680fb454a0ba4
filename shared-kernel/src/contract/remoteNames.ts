export const REMOTE_NAMES = ['immo', 'opvcm', 'charts', 'leisure', 'films'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** How a section is named to the owner, e.g. in « La section Films est momentanément indisponible. ». */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  immo: 'Appartements',
  opvcm: 'Placements',
  charts: 'Graphiques',
  leisure: 'Loisirs',
  films: 'Films',
};

/** The French title of a section's fallback, the same whichever layer caught the failure. */
export function sectionUnavailableTitle(name: RemoteName): string {
  return `La section ${REMOTE_LABELS[name]} est momentanément indisponible.`;
}
