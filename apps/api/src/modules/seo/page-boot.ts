import { createHash } from 'node:crypto';
import { escapeHtml } from '../../lib/email-templates.js';

/**
 * The one inline script of a server-rendered page (docs/decisions/135, "The first bytes for the
 * picture"), allowed by its hash in the page CSP (`script-src 'self' 'sha256-…'`, plugins/security-headers.ts),
 * not by 'unsafe-inline'. It sits at the end of `<body>` and:
 * - holds taps on the page's buttons from the moment the page is parsed (what `lib/early-taps.ts` in the
 *   web app did from the entry's first run): it prevents them and keeps the buttons in
 *   `window.atelierBootTaps.held`, which the entry takes over (`stop()`, then it holds and replays them);
 * - loads the app only once the page's largest picture (its first `img[fetchpriority=high]`) has
 *   arrived and painted, or after the first paint on a page without one, and 3 s at the latest: the
 *   entry script (`data-entry`) and its modulepreloads (`data-preload`, space-separated, in order) would
 *   otherwise share a slow phone's link with the picture and push the largest paint back.
 * Its text is fixed (the addresses are in data attributes, outside the hash): changing a character
 * changes the hash, which the CSP takes from here.
 */
export const PAGE_BOOT_SCRIPT = [
  '(function(){var d=document,s=d.currentScript,r=d.getElementById("root"),h=[],done=0;',
  'function t(e){var b=e.target instanceof Element?e.target.closest("button"):null;',
  'if(!b||!r.contains(b)||b.disabled||(b.type==="submit"&&b.form))return;e.preventDefault();e.stopPropagation();h.push(b)}',
  'd.addEventListener("click",t,true);r.dataset.earlyTaps="held";',
  'window.atelierBootTaps={held:h,stop:function(){d.removeEventListener("click",t,true)}};',
  'function go(){if(done)return;done=1;var l=s.dataset.preload?s.dataset.preload.split(" "):[];',
  'for(var i=0;i<l.length;i++){var p=d.createElement("link");p.rel="modulepreload";p.crossOrigin="";p.href=l[i];d.head.appendChild(p)}',
  'var m=d.createElement("script");m.type="module";m.crossOrigin="";m.src=s.dataset.entry;d.head.appendChild(m)}',
  'function later(){requestAnimationFrame(function(){setTimeout(go,0)})}',
  'setTimeout(go,3000);var g=r.querySelector("img[fetchpriority=high]");',
  'if(!g)later();else{var ready=function(){(g.decode?g.decode():Promise.resolve()).then(later,later)};',
  'if(g.complete)ready();else{g.addEventListener("load",ready);g.addEventListener("error",later)}}})();',
].join('');

/** The CSP source that allows `PAGE_BOOT_SCRIPT` and nothing else inline: `'sha256-<base64>'`. */
export const PAGE_BOOT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(PAGE_BOOT_SCRIPT).digest('base64')}'`;

/** The script tag: `entry` is the app's entry script, `preloads` its modulepreloads in order (site paths). */
export function pageBootTag(entry: string, preloads: readonly string[]): string {
  return `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}">${PAGE_BOOT_SCRIPT}</script>`;
}
