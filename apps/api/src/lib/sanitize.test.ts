/// <reference lib="dom" />
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.js';

/**
 * Stored HTML is sanitised when written and rendered without any script able to run.
 * Each payload tries to call xss(); the sanitised output is rendered the way the web renders stored
 * HTML (innerHTML of a container, what React's dangerouslySetInnerHTML does) in real Chromium,
 * WITHOUT the shop's CSP, so the sanitiser alone has to stop it. Links and controls are clicked and
 * hovered too, since some payloads wait for an event.
 */
const CALL = 'xss()';
const PAYLOADS: string[] = [
  `<script>${CALL}</script>`,
  `<SCRIPT SRC=data:text/javascript,${CALL}></SCRIPT>`,
  `<script type="module">${CALL}</script>`,
  `<img src=x onerror=${CALL}>`,
  `<IMG SRC=x ONERROR="${CALL}">`,
  `<img src="x" onerror="javascript:${CALL}">`,
  `<img src=x:alert(alt) onerror=eval(src) alt=0>`,
  `<img src=1 href=1 onerror="javascript:${CALL}"></img>`,
  `<svg onload=${CALL}>`,
  `<svg><script>${CALL}</script></svg>`,
  `<svg><animate onbegin=${CALL} attributeName=x dur=1s>`,
  `<svg><a xlink:href="javascript:${CALL}"><text x="20" y="20">X</text></a></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${CALL}>`,
  `<body onload=${CALL}>`,
  `<iframe src="javascript:${CALL}"></iframe>`,
  `<iframe srcdoc="<script>parent.${CALL}</script>"></iframe>`,
  `<object data="javascript:${CALL}"></object>`,
  `<embed src="javascript:${CALL}">`,
  `<a href="javascript:${CALL}">click</a>`,
  `<a href="JaVaScRiPt:${CALL}">click</a>`,
  `<a href="&#106;avascript:${CALL}">click</a>`,
  `<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;${CALL}">click</a>`,
  `<a href="jav&#x09;ascript:${CALL}">click</a>`,
  `<a href=" javascript:${CALL}">click</a>`,
  `<a href="data:text/html,<script>opener.${CALL}</script>">click</a>`,
  `<a href="vbscript:${CALL}">click</a>`,
  `<a onmouseover="${CALL}">hover</a>`,
  `<a href="#" onclick="${CALL}">click</a>`,
  `<p onmouseover=${CALL}>hover</p>`,
  `<div onpointerenter=${CALL}>hover</div>`,
  `<details open ontoggle=${CALL}>`,
  `<marquee onstart=${CALL}>x</marquee>`,
  `<video><source onerror=${CALL}></video>`,
  `<audio src=x onerror=${CALL}>`,
  `<video src=x onerror=${CALL}>`,
  `<input autofocus onfocus=${CALL}>`,
  `<select autofocus onfocus=${CALL}>`,
  `<textarea autofocus onfocus=${CALL}></textarea>`,
  `<keygen autofocus onfocus=${CALL}>`,
  `<button onclick=${CALL}>press</button>`,
  `<form><button formaction="javascript:${CALL}">press</button></form>`,
  `<form action="javascript:${CALL}"><input type=submit></form>`,
  `<isindex action="javascript:${CALL}" type=submit>`,
  `<input type="image" src=x onerror=${CALL}>`,
  `<link rel=import href="data:text/html,<script>${CALL}</script>">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${CALL}">`,
  `<base href="javascript:${CALL}//">`,
  `<style>@import 'javascript:${CALL}';</style>`,
  `<style>*{background:url("javascript:${CALL}")}</style>`,
  `<div style="background-image:url(javascript:${CALL})">x</div>`,
  `<div style="width:expression(${CALL})">x</div>`,
  `<span style="behavior:url(x.htc)" onclick=${CALL}>x</span>`,
  `<table background="javascript:${CALL}">`,
  `<td background="javascript:${CALL}">`,
  `<bgsound src="javascript:${CALL}">`,
  `<xss onafterscriptexecute=${CALL}><script>1</script>`,
  `<noscript><p title="</noscript><img src=x onerror=${CALL}>">`,
  `<noembed><img title="</noembed><img src=x onerror=${CALL}>"></noembed>`,
  `<template><img src=x onerror=${CALL}></template>`,
  `<title><img src=x onerror=${CALL}></title>`,
  `<textarea><img src=x onerror=${CALL}></textarea>`,
  `<xmp><img src=x onerror=${CALL}></xmp>`,
  `<plaintext><img src=x onerror=${CALL}>`,
  `<!--<img src=x onerror=${CALL}>-->`,
  `<!-- --!><img src=x onerror=${CALL}>-->`,
  `<![CDATA[<img src=x onerror=${CALL}>]]>`,
  `<?xml version="1.0"?><img src=x onerror=${CALL}>`,
  `<scr<script>ipt>${CALL}</scr</script>ipt>`,
  `<<script>${CALL};//<</script>`,
  `<img """><script>${CALL}</script>">`,
  `<img src=\`x\` onerror=${CALL}>`,
  `<img/src=x/onerror=${CALL}>`,
  `<img	src=x	onerror=${CALL}>`,
  `<img\nsrc=x\nonerror=${CALL}>`,
  `<img src=x onerror\u000C=${CALL}>`,
  `<img src=x onerror="&#x78;&#x73;&#x73;()">`,
  `<img src=x onerror="\\u0078ss()">`,
  `<img src=x onerror=eval(atob('eHNzKCk='))>`,
  `<img src=x onerror=top['xss']()>`,
  `<img src=x onerror=window['x'+'ss']()>`,
  `<img src=x onerror=setTimeout('${CALL}')>`,
  `<img src=x onerror=Function('${CALL}')()>`,
  `<img src="x" alt="" onerror="${CALL}" />`,
  `<IMG SRC=javascript:${CALL}>`,
  `<IMG DYNSRC="javascript:${CALL}">`,
  `<IMG LOWSRC="javascript:${CALL}">`,
  `<BR SIZE="&{${CALL}}">`,
  `<LAYER SRC="javascript:${CALL}"></LAYER>`,
  `<FRAMESET><FRAME SRC="javascript:${CALL}"></FRAMESET>`,
  `<DIV STYLE="background-image: url(&#1;javascript:${CALL})">`,
  `<a href="java\u0000script:${CALL}">x</a>`,
  `<a href="javascript&colon;${CALL}">x</a>`,
  `<a href="javascript:void(0)" onfocus=${CALL} autofocus>x</a>`,
  `<a href=javascript&#58;${CALL}>x</a>`,
  `<a href="http://x" onclick="${CALL};return false">looks safe</a>`,
  `<strong onclick=${CALL}>bold</strong>`,
  `<em onmouseenter=${CALL}>hover me</em>`,
  `<li onclick=${CALL}>item</li>`,
  `<ul><li><a href="javascript:${CALL}">item</a></li></ul>`,
  `<h2 onclick=${CALL}>title</h2>`,
  `<blockquote cite="javascript:${CALL}" onclick=${CALL}>quote</blockquote>`,
  `<code onclick=${CALL}>code</code>`,
  `<span onanimationstart=${CALL} style="animation:x 1s">x</span>`,
  `<p><svg><style><img src=x onerror=${CALL}></style></svg></p>`,
  `<math><maction actiontype="statusline" xlink:href="javascript:${CALL}">x</maction></math>`,
  `<div id="x"></div><img src=x onerror="document.getElementById('x').innerHTML='<img src=y onerror=${CALL}>'">`,
  `<a href="https://atelier.rw" target="_blank" onclick=${CALL}>ok link</a>`,
  `<p>Plain text with &lt;script&gt;${CALL}&lt;/script&gt; shown, not run</p>`,
  `"><script>${CALL}</script>`,
  `'><img src=x onerror=${CALL}>`,
  `</p><script>${CALL}</script><p>`,
];

let browser: Browser;
let page: Page;
let dialogSeen = false;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  page = await browser.newPage();
  page.on('dialog', (d) => {
    dialogSeen = true;
    void d.dismiss();
  });
  await page.setContent('<!doctype html><html><body><div id="root"></div></body></html>');
  await page.evaluate(() => {
    (window as unknown as { xss: () => void }).xss = () => {
      (window as unknown as { __xss: boolean }).__xss = true;
    };
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('stored HTML cannot run script', () => {
  it('has at least 100 payloads', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
  });

  it('the harness does catch a payload when nothing is sanitised (so the next test can fail)', async () => {
    expect(await runsScript('<img src=x onerror=xss()>')).toBe(true);
  });

  it('none of the payloads runs after sanitising, in Chromium', { timeout: 120_000 }, async () => {
    const ran: string[] = [];
    for (const payload of PAYLOADS) if (await runsScript(sanitizeRichText(payload))) ran.push(payload);
    expect(ran).toEqual([]);
  });
});

/** Renders `html` into the page's container, pokes every element, waits, and says whether xss() ran. */
async function runsScript(html: string): Promise<boolean> {
  dialogSeen = false;
  await page.evaluate((content) => {
    (window as unknown as { __xss: boolean }).__xss = false;
    const root = document.getElementById('root')!;
    root.innerHTML = content;
    // Events some payloads wait for: hover, focus and click every element.
    for (const el of Array.from(root.querySelectorAll('*'))) {
      for (const type of ['mouseover', 'mouseenter', 'pointerenter', 'focus', 'click']) el.dispatchEvent(new Event(type, { bubbles: true, cancelable: true }));
      // A javascript: link would run when a person clicks it.
      if (el instanceof HTMLAnchorElement && /^\s*javascript:/i.test(el.getAttribute('href') ?? '')) (window as unknown as { __xss: boolean }).__xss = true;
    }
  }, html);
  await page.waitForTimeout(30);
  const ran = dialogSeen || (await page.evaluate(() => (window as unknown as { __xss: boolean }).__xss));
  await page.evaluate(() => {
    document.getElementById('root')!.innerHTML = '';
  });
  return ran;
}
