// What the prerendered pages ask for before their first paint, trimmed at build time (decision
// 0130): only the document. Every rule the page's own markup uses is written into it; the rules
// it does not use (the islands', states') are written to a stylesheet of their own, asked for
// with the page's script once the page has painted, so neither competes with the document, and
// adding them restyles only what they name. Which rules the markup uses is decided by matching selectors against it
// (beasties), never by hand, so a change to a section cannot leave it unstyled.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';
import { parseHTML } from 'linkedom';
import postcss from 'postcss';

/**
 * The page as the browser has it at its first paint: the head's script has already marked the
 * root (`js`, and the theme's `dark` is matched by the elements Tailwind's dark rules name).
 */
function paintedMarkup(html) {
  const { document } = parseHTML(html);
  for (const element of document.querySelectorAll('style, script')) element.remove();
  document.documentElement.classList.add('js');
  return document.toString();
}

/** Where a rule sits: the at-rules around it and its selector, spaces dropped. */
function ruleKey(node) {
  const path = [];
  for (let parent = node.parent; parent && parent.type !== 'root'; parent = parent.parent)
    path.unshift(`@${parent.name} ${parent.params}`);
  const own = node.type === 'rule' ? node.selector : `@${node.name} ${node.params}`;
  return [...path, own].join('>').replace(/\s+/g, '');
}

/**
 * The page's stylesheet (a file under `clientDir`) split in two: the rules its markup uses
 * (beasties), and every other rule of the sheet (an island's, a state's), taken out of the sheet
 * as postcss reads it.
 */
async function splitRules(html, clientDir, href) {
  const splitter = new Beasties({
    path: clientDir,
    logLevel: 'silent',
    // A selector wholly inside :where() or :is() (Tailwind's space-y and divide utilities style
    // an element's children that way) is one beasties cannot match: such rules are kept.
    allowRules: [/^:(?:where|is)\(/],
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false,
    reduceInlineStyles: false,
  });
  const processed = await splitter.process(paintedMarkup(html));
  const used = [...processed.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  const usedKeys = new Set();
  postcss.parse(used).walk((node) => {
    if (node.type === 'rule' || (node.type === 'atrule' && !node.nodes)) usedKeys.add(ruleKey(node));
    if (node.type === 'atrule' && /^(?:keyframes|property|font-face)$/.test(node.name))
      usedKeys.add(ruleKey(node));
  });
  const sheet = postcss.parse(readFileSync(path.join(clientDir, href), 'utf8'));
  sheet.walk((node) => {
    const isWhole = node.type === 'atrule' && /^(?:keyframes|property|font-face)$/.test(node.name);
    if (
      (node.type === 'rule' || isWhole || (node.type === 'atrule' && !node.nodes)) &&
      usedKeys.has(ruleKey(node))
    )
      node.remove();
  });
  // At-rules left with nothing inside them say nothing; emptying one can empty the one around it.
  let emptied = true;
  while (emptied) {
    emptied = false;
    sheet.walkAtRules((rule) => {
      if (rule.nodes && rule.nodes.length === 0) {
        rule.remove();
        emptied = true;
      }
    });
  }
  return { used, rest: sheet.toString() };
}

/**
 * Asks for the rest of the rules and the module script once the page has painted its first
 * content. Where the browser reports no paints they are asked for at once; a hidden tab paints
 * nothing, so a second after the load event they are asked for regardless. Until then the page's
 * controls are plain buttons and links, and a press on a button waits for the script.
 */
const LOADER = [
  '(()=>{var d=document.currentScript.dataset,done=false,P=window.PerformanceObserver;',
  // A press on one of the page's buttons before its script has run is kept, and replayed by the
  // script once it has bound them (src/client/islands/early-presses.ts). A form's submit button
  // is left to the form.
  'var q=window.__earlyPresses=[];',
  "document.addEventListener('click',function(e){if(window.__pageAwake)return;var b=e.target&&e.target.closest&&e.target.closest('button');if(b&&!(b.form&&b.type==='submit'))q.push(b)},true);",
  'function go(){if(done)return;done=true;',
  "var l=document.createElement('link');l.rel='stylesheet';l.href=d.style;document.head.append(l);",
  "var s=document.createElement('script');s.type='module';s.src=d.entry;document.head.append(s)}",
  "if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0)return go();",
  "new P(function(list){if(list.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});",
  "addEventListener('load',function(){setTimeout(go,1000)})",
  '})()',
].join('');

/**
 * The page as it ships: the rules its markup uses inline in place of the stylesheet link (the
 * whole sheet stays linked for browsers without script), the unused rest in a file of its own
 * (`<name>-rest-<hash>.css` beside the sheet), and the module script replaced by the loader at
 * the end of the body, which carries both addresses (`data-style`, `data-entry`; the build's
 * weight check reads them). The site's CSP allows the loader by its hash.
 */
export async function trimFirstPaint(html, clientDir) {
  const link = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+)\.css"[^>]*>/.exec(html);
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(html);
  if (!link || !entry) throw new Error('The page template has lost its stylesheet link or its module script');
  const [, sheet] = link;
  const { used, rest } = await splitRules(html, clientDir, `${sheet}.css`);
  const hash = createHash('sha256').update(rest).digest('base64url').slice(0, 8);
  const restHref = `${sheet.replace(/-[\w-]{8}$/, '')}-rest-${hash}.css`;
  writeFileSync(path.join(clientDir, restHref), rest);
  return html
    .replace(
      link[0],
      `<style>${used}</style><noscript><link rel="stylesheet" href="${sheet}.css"></noscript>`,
    )
    .replace(entry[0], '')
    .replace(
      '</body>',
      `<script data-style="${restHref}" data-entry="${entry[1]}">${LOADER}</script></body>`,
    );
}
