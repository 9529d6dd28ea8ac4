import { textContent } from 'domutils';
import { decodeHTML as decodeEntities } from 'entities';
import { describe, expect, it } from 'vitest';
import { findAll, hasClass, inlineText, isTag } from '../../src/server/services/jobs/job-posting/html-query';
import { htmlToText } from '../../src/server/services/jobs/job-posting/html-text';
import {
  type HtmlElement,
  type HtmlParent,
  parseHtml,
} from '../../src/server/services/jobs/job-posting/html-tree';

const names = (root: HtmlParent) => findAll(root, () => true).map((element) => element.name);

describe('decodeEntities', () => {
  it.each([
    ['Fish &amp; Chips', 'Fish & Chips'],
    ['&lt;b&gt;', '<b>'],
    ['caf&eacute; &Eacute;cole &uuml;ber', 'café École über'],
    ['&#8217;&#x2014;&#X2013;', '’—–'],
    ['&#150; smart dash', '– smart dash'],
    ['&#0; &#xD800; &#99999999;', '\ufffd \ufffd \ufffd'],
    ['&nbsp;x&nbsp', '\u00a0x\u00a0'],
    ['&unknown; & alone', '&unknown; & alone'],
  ])('decodes %s', (input, output) => {
    expect(decodeEntities(input)).toBe(output);
  });
});

describe('parseHtml', () => {
  it('reads attributes in every quoting style, decoding entities', () => {
    const root = parseHtml(
      `<meta property="og:title" content='Acme &amp; Co'><div class=a data-x = "1" hidden>`,
    );
    const [meta, div] = findAll(root, () => true);
    expect(meta?.attribs).toEqual({ property: 'og:title', content: 'Acme & Co' });
    expect(div?.attribs).toEqual({ class: 'a', 'data-x': '1', hidden: '' });
  });

  it('closes list items, paragraphs and cells the way browsers do', () => {
    const root = parseHtml(
      '<ul><li>one<li>two<ul><li>inner</ul><li>three</ul><p>a<div>b</div><table><tr><td>1<td>2</table>',
    );
    const list = findAll(root, isTag('ul'))[0];
    expect(list?.children.filter((child) => child.type === 'tag').length).toBe(3);
    const paragraph = findAll(root, isTag('p'))[0];
    expect(paragraph && inlineText(paragraph)).toBe('a');
    expect(findAll(root, isTag('td')).map(inlineText)).toEqual(['1', '2']);
  });

  it('keeps script and style content as text, even with markup inside', () => {
    const root = parseHtml('<script type="application/ld+json">{"a":"</div><b>"}</script><p>after</p>');
    const script = findAll(root, isTag('script'))[0];
    expect(script && textContent(script)).toBe('{"a":"</div><b>"}');
    expect(names(root)).toEqual(['script', 'p']);
  });

  it('skips comments, doctypes and processing instructions, and keeps a stray <', () => {
    const root = parseHtml('<!DOCTYPE html><?xml version="1.0"?><!-- <p>hidden</p> --><p>1 < 2</p>');
    expect(names(root)).toEqual(['p']);
    expect(inlineText(root)).toBe('1 < 2');
  });

  it('survives unclosed tags, stray end tags and a truncated page', () => {
    const root = parseHtml('</div><div class="x"><span>text</b></span><a href="/x');
    expect(findAll(root, hasClass('x')).length).toBe(1);
    expect(inlineText(root)).toBe('text');
  });

  it('reads text nested as deeply as real pages nest it', () => {
    const html = `<title>Role</title>${'<div>'.repeat(200)}deep${'</div>'.repeat(200)}<p>after</p>`;
    expect(htmlToText(html)).toBe('deep\n\nafter');
  });

  it('stops at absurd nesting, keeping what came before, instead of exhausting time or stack', () => {
    const html = `<p>kept</p>${'<div>'.repeat(200_000)}lost${'</div>'.repeat(200_000)}`;
    const root = parseHtml(html);
    const depthOf = (element: HtmlElement): number => {
      let depth = 0;
      for (
        let node: HtmlElement | null = element;
        node;
        node = node.parent?.type === 'tag' ? (node.parent as HtmlElement) : null
      )
        depth++;
      return depth;
    };
    const deepest = Math.max(...findAll(root, isTag('div')).map(depthOf));
    expect(deepest).toBeLessThanOrEqual(256);
    expect(inlineText(root)).toBe('kept');
    expect(htmlToText(html)).toBe('kept');
  });

  it('decodes character references in text and attributes, once', () => {
    const root = parseHtml(
      '<div class="location" title="Montr&eacute;al &amp; Qu&#233;bec">Montr&eacute;al, CA &ndash; &amp;lt;b&amp;gt;</div>',
    );
    const [location] = findAll(root, hasClass('location'));
    expect(location?.attribs.title).toBe('Montréal & Québec');
    expect(location && inlineText(location)).toBe('Montréal, CA – &lt;b&gt;');
  });
});

describe('htmlToText', () => {
  it('renders paragraphs, headings, nested lists, line breaks and preformatted text', () => {
    const html = `<h2>About</h2><p>We are <b>Acme</b>   &amp; co.</p>
      <ul>
        <li>Lead the team</li>
        <li>Build things<ul><li>nested</li></ul></li>
      </ul>
      <p>Line one<br>Line two</p><pre>  keep
   spacing</pre><script>alert(1)</script><style>p{}</style>`;
    expect(htmlToText(html)).toBe(
      'About\n\nWe are Acme & co.\n\n• Lead the team\n• Build things\n  • nested\n\nLine one\nLine two\n\n  keep\n   spacing',
    );
  });

  it('reads markup that was escaped once more, as JSON-LD descriptions often are', () => {
    expect(htmlToText('&lt;p&gt;Hello&lt;/p&gt;&lt;ul&gt;&lt;li&gt;One&lt;/li&gt;&lt;/ul&gt;')).toBe(
      'Hello\n\n• One',
    );
  });

  it('leaves plain text alone apart from whitespace', () => {
    expect(htmlToText('  Just   text,\nno markup.  ')).toBe('Just text, no markup.');
    expect(htmlToText('')).toBe('');
  });
});
