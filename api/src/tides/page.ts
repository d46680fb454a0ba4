/** The French tides page (no script): today's curve as an inline SVG and the table of the days. */
import type { JourDeMarees } from './predictions';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const metres = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dayTitle = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

const STYLE = `body{font-family:system-ui,sans-serif;margin:1rem;color:#1d2b36}h1{font-size:1.3rem}
table{border-collapse:collapse}th,td{border:1px solid #c8d3dc;padding:.25rem .5rem;text-align:left}
svg{max-width:100%;height:auto;background:#f3f8fb}.erreur{color:#a4161a;font-weight:bold}`;

function layout(title: string, body: string): string {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export function unknownStationPage(query: string): string {
  const message = `Station de marée inconnue : « ${query} ».`;
  return layout('Marées', `<h1>Marées</h1><p class="erreur" role="alert">${escapeHtml(message)}</p>`);
}

/** Points: minutes since local midnight and height in metres. */
export function curveSvg(points: { minutes: number; level: number }[]): string {
  const width = 720;
  const height = 200;
  const pad = 24;
  const levels = points.map((p) => p.level);
  const min = Math.min(...levels, 0);
  const max = Math.max(...levels, 1);
  const x = (m: number) => pad + ((width - 2 * pad) * m) / 1440;
  const y = (l: number) => height - pad - ((height - 2 * pad) * (l - min)) / (max - min);
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.minutes).toFixed(1)},${y(p.level).toFixed(1)}`).join(' ');
  const hours = [0, 6, 12, 18, 24]
    .map((h) => `<text x="${x(h * 60).toFixed(1)}" y="${height - 6}" font-size="11" text-anchor="middle">${String(h).padStart(2, '0')} h</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-label="Courbe de marée du jour">`
    + `<path d="${path}" fill="none" stroke="#1f6fa8" stroke-width="2"/>${hours}</svg>`;
}

export function tidesPage(station: string, jours: JourDeMarees[], curve: string): string {
  const rows = jours
    .map((jour) => {
      const cells = jour.marees
        .map((m) => `${m.type} ${m.heure} — ${metres.format(m.hauteur)} m${m.coefficient !== undefined ? ` (coef. ${m.coefficient})` : ''}`)
        .map(escapeHtml)
        .join('<br>');
      return `<tr><th scope="row">${escapeHtml(dayTitle.format(new Date(`${jour.date}T12:00:00Z`)))}</th><td>${cells}</td></tr>`;
    })
    .join('');
  const title = `Marées à ${station}`;
  return layout(
    title,
    `<h1>${escapeHtml(title)}</h1><p>Aujourd’hui (heure de Paris, hauteurs au-dessus du zéro des cartes) :</p>${curve}`
      + `<table><caption>Pleines mers (PM) et basses mers (BM) des 8 jours</caption><thead><tr><th>Jour</th><th>Marées</th></tr></thead><tbody>${rows}</tbody></table>`
      + '<p><small>Prédictions astronomiques calculées hors ligne (base de marées Neaps), sans effet de la météo ; pas pour la navigation.</small></p>',
  );
}
