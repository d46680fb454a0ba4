// Security headers of the static hosts (shell and remotes). The Content-Security-Policy is
// derived from the shell's config.json, so it allows exactly the origins the deployment
// uses (remotes, api, movie posters, tide and gold frames) and follows its edits without a
// restart or a rebuild.
import fs from 'node:fs';
import { DEFAULT_MANIFESTS, kernelRequire } from './apps.mjs';

const { HEAD_SCRIPT_HASH } = kernelRequire('shared-kernel/webpack/headScript');

/** A URL's origin for the policy; a path (`/api`, the one-address mode) is this origin, 'self'. */
function originOf(url) {
  if (typeof url === 'string' && url.startsWith('/')) return "'self'";
  try {
    const { protocol, origin } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : null;
  } catch {
    return null;
  }
}

/** sha256 of "" (base64). */
const EMPTY_STYLE_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

const origins = (...urls) => [...new Set(urls.flat().map(originOf).filter(Boolean))];

/** The policy for a runtime config (null or unreadable: same-origin only). */
export function contentSecurityPolicy(config) {
  const c = config && typeof config === 'object' ? config : {};
  // A remote that config.json leaves out is loaded from its default manifest, as the shell does.
  const remotes = origins(Object.values({ ...DEFAULT_MANIFESTS, ...(c.remotes && typeof c.remotes === 'object' ? c.remotes : {}) }));
  const api = origins(c.apiBase, c.movieApiBase);
  // Without a tideUrl, the shell frames the api's own tides page (apiBase/marees).
  const frames = origins(c.goldWidgetUrl, c.tideUrl ?? c.apiBase);
  const directives = [
    ["default-src", "'self'"],
    // The one inline script (theme and pre-rendered frame before the first paint), by its hash.
    ['script-src', "'self'", HEAD_SCRIPT_HASH, ...remotes],
    // Manifests of the remotes, the api, and the reachability check of the frames.
    ['connect-src', "'self'", ...new Set([...remotes, ...api, ...frames])],
    // data: for the favicon, blob: for the preview of a photo before upload.
    ['img-src', "'self'", 'data:', 'blob:', ...origins(c.apiBase, c.movieImageBase)],
    // styled-components creates empty <style> elements (allowed by the hash of the empty
    // string) and fills them through the CSSOM, which CSP does not restrict: no 'unsafe-inline'.
    ['style-src', "'self'", EMPTY_STYLE_HASH],
    ['font-src', "'self'"],
    ['frame-src', ...(frames.length ? frames : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((d) => [...new Set(d)].join(' ')).join('; ');
}

/** Reads a config.json, or null when it is absent or not JSON (the shell then explains why). */
function readConfig(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The headers of every reply, recomputed when config.json changes.
 * @param {string | null} configFile
 * @param {object | null} [fallback] the config in force while the file is absent
 */
export function securityHeadersFrom(configFile, fallback = null) {
  let stamp = null;
  let headers = null;
  return () => {
    let mtime = 0;
    try {
      mtime = fs.statSync(configFile).mtimeMs;
    } catch {
      mtime = -1;
    }
    if (headers === null || mtime !== stamp) {
      stamp = mtime;
      headers = {
        'Content-Security-Policy': contentSecurityPolicy(mtime === -1 ? fallback : readConfig(configFile)),
        'X-Content-Type-Options': 'nosniff',
        'X-Frame-Options': 'DENY',
        'Referrer-Policy': 'no-referrer',
      };
    }
    return headers;
  };
}
