/**
 * The one inline script of index.html, run before the first paint: it tells the page which
 * frame to show (`data-page`: the pre-rendered Home, or only the navbar for any other route,
 * with the route's heading when its row is known)
 * and applies the theme remembered on the device (`data-theme`, see
 * shared-kernel/src/ui/devicePreference.ts), and notes a click on a pre-rendered button. It adds
 * the start's preloads that index.html holds in a `<template data-start>` (on Home after the
 * first paint, elsewhere at once) and, once that first frame is painted, runs the entry scripts
 * among them (`<link rel="preload" data-start>`, see shell/prerender/StartupPreloadPlugin.cjs):
 * a deferred script that has arrived runs before
 * the first paint, and main.js, which carries the federation runtime, held the pre-rendered
 * page off the screen for as long as it ran (a page without such links is left as it is).
 * The static hosts allow exactly this text in their Content-Security-Policy by its sha256
 * (scripts/security-headers.mjs).
 */
const { createHash } = require('node:crypto');

const HEAD_SCRIPT =
  "(function(){var d=document.documentElement,h=document.head;" +
  "d.dataset.page=(location.hash.replace(/^#/,'').split('?')[0]||'/')==='/'?'home':'other';" +
  "try{var t=localStorage.getItem('tableau-de-bord.theme');if(t==='dark'||t==='light')d.dataset.theme=t}catch(e){}" +
  // A pre-rendered button has no handler until the app replaces it: note the last one clicked
  // (its index), which the shell clicks again once drawn (shell/src/layout/earlyClick.ts).
  "document.addEventListener('click',function(e){var b=e.target.closest&&e.target.closest('.prerendered button');" +
  // The same button twice (a menu opened and closed) is no click at all. The noted one is
  // marked `data-pending`, which the pre-rendered stylesheet outlines: the tap is taken.
  "if(b){var i=String([].indexOf.call(document.querySelectorAll('.prerendered button'),b)),p=document.querySelector('.prerendered [data-pending]');" +
  "if(p)p.removeAttribute('data-pending');" +
  "if(d.dataset.click===i)delete d.dataset.click;else{d.dataset.click=i;b.setAttribute('data-pending','')}}},true);" +
  // The start's preloads: on Home once the first screen is painted (its content is there, and
  // the stylesheet the paint waits for has the network to itself); on another route, whose
  // content needs the code, as soon as they are parsed.
  "var a=0,n=0,add=function(){if(!a++)h.querySelectorAll('template[data-start]').forEach(function(t){h.appendChild(t.content.cloneNode(true))})}," +
  "go=function(){if(n++)return;add();h.querySelectorAll('link[data-start]').forEach(function(l){" +
  "var s=document.createElement('script');s.src=l.href;s.async=false;h.appendChild(s)})}," +
  "hidden=function(){if(document.visibilityState==='hidden')go()};" +
  "if(d.dataset.page!=='home')document.addEventListener('DOMContentLoaded',add);" +
  // Another route: the navbar's « Accueil » is no longer the current page, and the heading is
  // the route's, from its row in the route tables (those last read on this device, then the
  // build's): the pre-rendered Home's h1 takes its title and stays visible, where the page will
  // draw its own (`data-heading`, see shell/prerender/PrerenderShellPlugin.cjs).
  "var heading=function(){var s=(location.hash.replace(/^#/,'').split('?')[0]||'/').split('/'),rows=[]," +
  "c=document.querySelector('.prerendered [aria-current]')," +
  "h1=document.querySelector('.prerendered #contenu h1'),b=document.getElementById('route-tables')," +
  "read=function(t){try{var o=JSON.parse(t||'{}');for(var k in o)if(o[k]&&o[k].routes instanceof Array)rows=rows.concat(o[k].routes)}catch(e){}};" +
  "if(c)c.removeAttribute('aria-current');try{read(localStorage.getItem('tableau-de-bord.routes'))}catch(e){}read(b&&b.textContent);" +
  "for(var i=0;i<rows.length;i++){var r=rows[i]||{},q=typeof r.path==='string'?r.path.split('/'):[];" +
  "if(h1&&typeof r.title==='string'&&q.length===s.length&&q.every(function(x,j){return x===s[j]||(x.charAt(0)===':'&&s[j]!=='')})){" +
  "h1.textContent=r.title;document.title=r.title+' \\u00b7 Tableau de bord';d.dataset.heading='';return}}};" +
  "if(d.dataset.page!=='home')document.addEventListener('DOMContentLoaded',heading);" +
  // The entry scripts run once the first contentful paint is reported (a first paint may show
  // only the background, before the body is parsed); without paint timing, after the frame that
  // follows the parsed body. A hidden tab (opened in the background, prerendered) paints
  // nothing: start at once, or as soon as it is hidden. And 2 s after `load`, whatever happens.
  "hidden();document.addEventListener('visibilitychange',hidden);" +
  // The page's first Intl object loads ICU's locale data: 25 to 65 ms once per page, 100 to
  // 260 ms on a slowed phone, in one block whoever asks first (a page's first euro amount, in the
  // middle of its render). Here it comes before the first paint, when nothing is on screen to tap.
  "try{new Intl.NumberFormat('fr-FR',{style:'currency',currency:'EUR'}).format(0)}catch(e){}" +
  "addEventListener('load',function(){setTimeout(go,2000)});" +
  "try{if(PerformanceObserver.supportedEntryTypes.indexOf('paint')<0)throw 0;" +
  "new PerformanceObserver(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}})" +
  ".observe({type:'paint',buffered:true})}" +
  "catch(e){document.addEventListener('DOMContentLoaded',function(){requestAnimationFrame(function(){setTimeout(go)})})}})()";

/** The CSP source that allows it. */
const HEAD_SCRIPT_HASH = `'sha256-${createHash('sha256').update(HEAD_SCRIPT).digest('base64')}'`;

module.exports = { HEAD_SCRIPT, HEAD_SCRIPT_HASH };
