import { describe, expect, it } from 'vitest';
import { extractJobPosting } from '../../src/server/services/jobs/job-posting/extract-job-posting';
import {
  formatJobLocation,
  readJobPosting,
} from '../../src/server/services/jobs/job-posting/extract-json-ld';
import { splitTitle } from '../../src/server/services/jobs/job-posting/extract-meta';
import { formatSalary } from '../../src/server/services/jobs/job-posting/format-salary';
import { decodeText } from '../../src/server/services/jobs/job-posting/read-body';
import { readJobPage } from '../helpers/job-page-server';

const page = (body: string, url = 'https://careers.example.com/jobs/1') =>
  extractJobPosting({ url, contentType: 'text/html', body });

describe('formatSalary', () => {
  const amount = (value: unknown, currency = 'USD') => ({ '@type': 'MonetaryAmount', currency, value });
  it.each([
    [amount({ minValue: 180000, maxValue: 220000, unitText: 'YEAR' }), '$180,000 - $220,000 per year'],
    [amount({ minValue: '150,000', maxValue: '150,000', unitText: 'YEAR' }), '$150,000 per year'],
    [amount({ value: 95.5, unitText: 'HOUR' }, 'EUR'), '€95.50 per hour'],
    [amount({ minValue: 60000, unitText: 'MONTH' }, 'GBP'), 'From £60,000 per month'],
    [
      amount({ minValue: 5000, maxValue: 7000, unitText: 'WEEK' }, 'ZZZ'),
      'ZZZ\u00a05,000 - ZZZ\u00a07,000 per week',
    ],
    [amount({ value: 5000, unitText: 'Per-Project' }, 'dollars'), '5,000 DOLLARS per per-project'],
    [amount(120000), '$120,000'],
    [[amount({}), amount({ value: 40, unitText: 'HOUR' }, 'CAD')], 'CA$40 per hour'],
    [175000, '175,000'],
    ['Competitive', 'Competitive'],
    [undefined, ''],
    [amount({ minValue: 'lots' }), ''],
  ])('formats %j as %s', (value, expected) => {
    expect(formatSalary(value)).toBe(expected);
  });
});

describe('formatJobLocation', () => {
  it.each([
    [
      { jobLocation: { address: { addressLocality: 'Austin', addressRegion: 'TX', addressCountry: 'US' } } },
      'Austin, TX, US',
    ],
    [{ jobLocation: [{ address: 'London, UK' }, { name: 'HQ' }] }, 'London, UK; HQ'],
    [{ jobLocationType: 'TELECOMMUTE' }, 'Remote'],
    [
      {
        jobLocationType: 'TELECOMMUTE',
        applicantLocationRequirements: [{ name: 'USA' }, { name: 'Canada' }],
      },
      'Remote (USA, Canada)',
    ],
    [
      {
        jobLocationType: 'TELECOMMUTE',
        jobLocation: { address: { addressLocality: 'Denver', addressRegion: 'CO' } },
      },
      'Remote; Denver, CO',
    ],
    [
      { jobLocation: { address: { addressLocality: 'Singapore', addressCountry: { name: 'Singapore' } } } },
      'Singapore',
    ],
  ])('formats %j', (posting, expected) => {
    expect(formatJobLocation(posting)).toBe(expected);
  });
});

describe('readJobPosting', () => {
  it('finds the posting in @graph lists and by schema.org IRIs, and ignores other types', () => {
    const document = [
      { '@type': 'Organization', name: 'Acme' },
      { '@graph': [{ '@type': 'http://schema.org/JobPosting', title: 'CTO' }] },
    ];
    expect(readJobPosting(document).position).toBe('CTO');
    expect(readJobPosting({ '@type': 'Organization', name: 'Acme' })).toEqual({});
    expect(readJobPosting(undefined)).toEqual({});
  });
});

describe('splitTitle', () => {
  it.each([
    ['Job Application for Head of IT at Acme', '', { position: 'Head of IT', company: 'Acme' }],
    [
      'Acme hiring Director of IT in San Diego, CA | LinkedIn',
      'LinkedIn',
      { company: 'Acme', position: 'Director of IT', location: 'San Diego, CA' },
    ],
    ['Senior Engineer at Globex | Wellfound', '', { position: 'Senior Engineer', company: 'Globex' }],
    ['IT Manager - Tailspin Toys', '', { position: 'IT Manager', company: 'Tailspin Toys' }],
    [
      'Director of IT Operations | Northwind Robotics Careers',
      '',
      { position: 'Director of IT Operations', company: 'Northwind Robotics' },
    ],
    ['Initech | Systems Lead', 'Initech', { position: 'Systems Lead', company: 'Initech' }],
    ['Data Engineer - Indeed.com', '', { position: 'Data Engineer' }],
    ['Careers', '', { position: 'Careers' }],
  ])('reads %s', (title, siteName, expected) => {
    expect(splitTitle(title, siteName)).toEqual(expected);
  });
});

describe('extractJobPosting', () => {
  it('prefers JSON-LD over the page title and keeps only non-empty fields', () => {
    const result = page(
      `<title>Wrong - Title</title><script type="application/ld+json">{"@type":"JobPosting","title":"Right","hiringOrganization":{"name":""}}</script>`,
    );
    expect(result).toEqual({
      position: 'Right',
      company: 'Title',
      source: 'careers.example.com',
      jobUrl: 'https://careers.example.com/jobs/1',
    });
  });

  it('skips JSON-LD that does not parse, and reads JSON-LD with raw line breaks in strings', () => {
    expect(
      page('<script type="application/ld+json">{ broken </script><title>Ops Lead - Acme</title>').position,
    ).toBe('Ops Lead');
    expect(
      page('<script type="application/ld+json">{"@type":"JobPosting","title":"Two\nLines"}</script>')
        .position,
    ).toBe('Two Lines');
  });

  it('decodes character references that sites leave in JSON-LD text', () => {
    const result = page(
      `<script type="application/ld+json">{"@type":"JobPosting","title":"IT Manager &ndash; Ops","hiringOrganization":{"name":"Caf&eacute; &amp; Co"},"jobLocation":{"address":{"addressLocality":"Montr&eacute;al","addressCountry":"CA"}}}</script>`,
    );
    expect(result).toMatchObject({
      position: 'IT Manager – Ops',
      company: 'Café & Co',
      location: 'Montréal, CA',
    });
  });

  it('caps long values to what the form accepts', () => {
    const result = page(`<meta property="og:title" content="${'P'.repeat(500)}">`);
    expect(result.position?.length).toBe(200);
    expect(result.position?.endsWith('…')).toBe(true);
  });

  it('treats job boards as the source, not the company', () => {
    const result = page(
      '<meta property="og:site_name" content="LinkedIn"><title>Ops Lead</title>',
      'https://www.linkedin.com/jobs/view/1',
    );
    expect(result).toMatchObject({ position: 'Ops Lead', source: 'LinkedIn' });
    expect(result.company).toBeUndefined();
  });

  it.each([
    [
      'greenhouse.html',
      { position: 'Senior Manager, IT Infrastructure', company: 'Fabrikam', source: 'Greenhouse' },
    ],
    ['lever.html', { position: 'VP, Technology Operations', company: 'Adatum', source: 'Lever' }],
    [
      'json-ld.html',
      { position: 'Director of IT Operations', company: 'Northwind Robotics', source: 'careers.example.com' },
    ],
  ])('reads the saved page %s', (file, expected) => {
    expect(page(decodeText(readJobPage(file), 'text/html'))).toMatchObject(expected);
  });
});

describe('decodeText', () => {
  it('uses the header charset, else the meta charset, else UTF-8', () => {
    const latin1 = Buffer.from('<meta charset="iso-8859-1"><p>Montréal</p>', 'latin1');
    expect(decodeText(latin1, 'text/html')).toContain('Montréal');
    expect(decodeText(Buffer.from('Montréal', 'latin1'), 'text/html; charset=windows-1252')).toBe('Montréal');
    expect(decodeText(Buffer.from('Montréal'), 'text/html; charset=no-such-charset')).toBe('Montréal');
  });
});
