/**
 * HTML and XML character references, as some exports leave them in their labels (BNP's CSV
 * « SNCF &amp; CO », OFX « Name &amp; Field »): named ones of Latin-1 French text, and
 * numeric ones. An unknown reference is left as written.
 */
const NAMED: Record<string, string> = {
  amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', euro: '€',
  eacute: 'é', egrave: 'è', ecirc: 'ê', euml: 'ë', agrave: 'à', acirc: 'â', ccedil: 'ç',
  icirc: 'î', iuml: 'ï', ocirc: 'ô', ucirc: 'û', ugrave: 'ù', Eacute: 'É', Egrave: 'È', Agrave: 'À', Ccedil: 'Ç',
};

export const decodeEntities = (s: string): string =>
  s.includes('&')
    ? s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (all, e: string) => {
        if (e[0] !== '#') return NAMED[e] ?? NAMED[e.toLowerCase()] ?? all;
        const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1));
        return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : all;
      })
    : s;
