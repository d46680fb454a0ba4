/**
 * The one inline script of index.html, run before the first paint: it tells the page which
 * frame to show (`data-page`: the pre-rendered Home, or only the navbar for any other route)
 * and applies the theme remembered on the device (`data-theme`, see
 * shared-kernel/src/ui/devicePreference.ts). The static hosts allow exactly this text in
 * their Content-Security-Policy by its sha256 (scripts/security-headers.mjs).
 */
const { createHash } = require('node:crypto');

const HEAD_SCRIPT =
  "(function(){var d=document.documentElement;" +
  "d.dataset.page=(location.hash.replace(/^#/,'').split('?')[0]||'/')==='/'?'home':'other';" +
  "try{var t=localStorage.getItem('tableau-de-bord.theme');if(t==='dark'||t==='light')d.dataset.theme=t}catch(e){}})()";

/** The CSP source that allows it. */
const HEAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;

module.exports = { HEAD_SCRIPT, HEAD_SCRIPT_HASH };
