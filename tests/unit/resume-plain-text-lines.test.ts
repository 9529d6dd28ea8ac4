import { describe, expect, it } from 'vitest';
import { readPlainTextLines } from '../../src/server/resume/parse/extract/plain-text-lines';

const texts = (text: string) => readPlainTextLines(text).map((line) => line.text);

describe('plain text as a writer lays it out', () => {
  it('reads a rule under a heading as drawing, and the heading above it as set apart', () => {
    const lines = readPlainTextLines(
      ['Work History', '~~~~~~~~~~~~', 'Harbor Freightways', '', 'Skills ----------------', 'Kafka'].join(
        '\n',
      ),
    );
    expect(lines.map((line) => line.text)).toEqual(['Work History', 'Harbor Freightways', 'Skills', 'Kafka']);
    expect(lines.map((line) => line.isEmphasized)).toEqual([true, false, true, false]);
  });

  it('drops box walls and box rules', () => {
    expect(
      texts(['+--------------------+', '| Priya Natarajan    |', '+--------------------+'].join('\n')),
    ).toEqual(['Priya Natarajan']);
  });

  it('parts fields set apart by runs of spaces, but not sentences with two spaces after a full stop', () => {
    expect(texts(' Platform Lead        Quillon Labs        2016-2019\nShipped it.  Then more.')).toEqual([
      'Platform Lead | Quillon Labs | 2016-2019',
      'Shipped it. Then more.',
    ]);
  });

  it('marks a line the wrapping broke off as a continuation; a blank line ends the paragraph', () => {
    const paragraph = [
      'Rebuilt the billing pipeline for a regional courier company so invoices went out',
      'the same day. Moved nightly batch jobs onto a queue so a failed job retried alone',
      'instead of holding up every customer. Wrote the runbook that on-call engineers',
      'still use, and trained the support team to read the dashboards without asking a',
      'developer first.',
      '',
      'Led the move to a managed database.',
    ].join('\n');
    const lines = readPlainTextLines(paragraph);
    const paragraphs: string[] = [];
    for (const line of lines) {
      if (line.mayContinue) paragraphs[paragraphs.length - 1] += ` ${line.text}`;
      else paragraphs.push(line.text);
    }
    expect(paragraphs).toEqual([
      paragraph.split('\n\n')[0]?.replace(/\n/g, ' '),
      'Led the move to a managed database.',
    ]);
    expect(lines.at(-1)?.startsBlock).toBe(true);
  });
});
