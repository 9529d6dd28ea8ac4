import { describe, expect, it } from 'vitest';
import { extractJobKeywords } from '../../src/server/resume/analyse/keywords';
import { matchKeywords } from '../../src/server/resume/analyse/match-keywords';
import { listResumeUnits } from '../../src/server/resume/analyse/resume-units';
import { enterpriseKeywords, findEnterpriseKeywords } from '../../src/shared/resume/enterprise-keywords';
import { vocabulary } from '../../src/shared/vocabulary/terms';
import { sampleResume } from '../helpers/resume-samples';

const job = (
  fields: Partial<{ position: string; description: string; requirements: string; details: string }>,
) =>
  extractJobKeywords({
    position: '',
    company: 'Acme',
    description: null,
    requirements: null,
    details: null,
    ...fields,
  });
const labels = (keywords: ReturnType<typeof extractJobKeywords>) => keywords.map((keyword) => keyword.label);

describe('extractJobKeywords', () => {
  it('finds vocabulary terms, abbreviations and multi-word phrases, each once, in the posting’s words (requirements first)', () => {
    const keywords = job({
      description:
        'Lead mergers and acquisitions integration. Run the ITIL service desk. Own SSO and multi-factor authentication.',
      requirements: 'Experience with M&A, identity and access management and zero trust.',
    });
    expect(labels(keywords)).toEqual(
      expect.arrayContaining([
        'M&A',
        'ITIL',
        'service desk',
        'SSO',
        'multi-factor authentication',
        'identity and access management',
        'zero trust',
      ]),
    );
    expect(keywords.filter((keyword) => keyword.id === 'mergers-and-acquisitions')).toHaveLength(1);
    expect(keywords.find((keyword) => keyword.id === 'mergers-and-acquisitions')?.count).toBe(2);
  });

  it('weighs by field, frequency and whether a line is required or only nice to have', () => {
    const keywords = job({
      position: 'Director of IT Operations',
      requirements: 'Requirements\nDeep ITIL experience.\nITIL v4 required.\nNice to have\nKubernetes.',
      description: 'You will improve ITIL processes and dabble in Terraform.',
    });
    const weight = (id: string) => keywords.find((keyword) => keyword.id === id);
    expect(weight('it-operations')?.jobLocations).toEqual(['Job title']);
    expect(weight('itil')?.importance).toBe('required');
    expect(weight('kubernetes')?.importance).toBe('preferred');
    expect(weight('itil')?.weight).toBeGreaterThan(weight('kubernetes')?.weight ?? Number.POSITIVE_INFINITY);
    expect(weight('itil')?.weight).toBeGreaterThan(
      weight('infrastructure-as-code')?.weight ?? Number.POSITIVE_INFINITY,
    );
    expect(weight('itil')?.jobLocations).toEqual(['Requirements', 'Description']);
  });

  it('picks up phrases the posting repeats that the vocabulary does not know', () => {
    const keywords = job({
      description:
        'Own the warehouse systems roadmap. Keep warehouse systems up. Warehouse systems experience matters.',
    });
    expect(labels(keywords)).toContain('warehouse systems');
  });

  it('matches abbreviations only in capitals, so "sap" in prose is not SAP', () => {
    expect(labels(job({ description: 'Do not sap the team’s energy.' }))).not.toContain('SAP');
    expect(labels(job({ description: 'Run SAP and Workday.' }))).toEqual(
      expect.arrayContaining(['SAP', 'Workday']),
    );
  });
});

describe('names a posting writes', () => {
  const named = (description: string, company = 'Acme') =>
    labels(
      extractJobKeywords({ position: 'Engineer', company, description, requirements: null, details: null }),
    );

  it('reads a dotted name whole: "Next.js" is one name, not "Next" as well', () => {
    const found = named('Ship Next.js 14 apps and ASP.NET services with our team.');
    expect(found).toEqual(expect.arrayContaining(['Next.js', 'ASP.NET']));
    expect(found).not.toContain('Next');
    expect(found).not.toContain('ASP');
  });

  it('reads capitalised words in a row as one name, and not each word again', () => {
    const found = named(
      'You will own our Core Web Vitals budget and lead the move of every page to the App Router, deployed on Google Cloud Run.',
    );
    expect(found).toEqual(expect.arrayContaining(['Core Web Vitals', 'App Router', 'Google Cloud Run']));
    for (const part of ['Core', 'Vitals', 'Router']) expect(found).not.toContain(part);
  });

  it('reads "CSS-in-JS" as one name, and a grade after a version ("WCAG 2.1 AA") as no name', () => {
    const found = named('Experience with CSS-in-JS patterns and WCAG 2.1 AA audits.');
    expect(found).toContain('CSS-in-JS');
    expect(found).toContain('WCAG');
    expect(found).not.toContain('AA');
  });

  it('leaves out the hiring company, a capitalised opening word and the hiring announcement', () => {
    const found = named(
      'Cobalt Retail Group is hiring. Support PCI DSS compliance across Cobalt Retail Group stores.',
      'Cobalt Retail Group',
    );
    expect(found).toContain('PCI DSS');
    expect(found).not.toContain('Cobalt Retail Group');
    expect(found).not.toContain('Support PCI DSS');
    expect(found).not.toContain('hiring');
    expect(named('We are hiring a manager who has led hiring for teams of 20.')).toContain('hiring');
  });

  it('knows a stack’s usual spellings: "JavaScript" shows "JS", "CSS3" shows "CSS", "Postgres" shows "PostgreSQL"', () => {
    const keywords = extractJobKeywords({
      position: 'Frontend Engineer',
      company: 'Acme',
      description: 'Strong JS and CSS skills; our data lives in PostgreSQL; you will react to incidents.',
      requirements: null,
      details: null,
    });
    const resume = {
      ...sampleResume,
      skills: ['JavaScript', 'CSS3', 'Postgres'],
    };
    const hits = matchKeywords(keywords, listResumeUnits(resume));
    const credit = (label: string) => hits.find((hit) => hit.keyword.label === label)?.credit ?? 0;
    expect(credit('JS')).toBeGreaterThan(0);
    expect(credit('CSS')).toBeGreaterThan(0);
    expect(credit('PostgreSQL')).toBeGreaterThan(0);
    // A product name keeps its capitals wherever the posting writes it.
    expect(
      labels(
        extractJobKeywords({
          position: 'Backend Engineer',
          company: 'Acme',
          description: 'Docker and Kubernetes run our services. We deploy with docker compose.',
          requirements: null,
          details: null,
        }),
      ),
    ).toEqual(expect.arrayContaining(['Docker', 'Kubernetes']));
    // "react to incidents" is a verb, not the React library.
    expect(labels(keywords)).not.toContain('react');
    expect(labels(keywords)).not.toContain('React');
  });
});

describe('matching keywords in a resume', () => {
  it('says where each keyword was found, with credit by how well the resume shows it', () => {
    const keywords = job({ requirements: 'single sign-on, ITIL, IT service management, M&A, ServiceNow' });
    const hits = matchKeywords(keywords, listResumeUnits(sampleResume));
    const hit = (id: string) => hits.find((entry) => entry.keyword.id === id);
    expect(hit('single-sign-on')).toMatchObject({ credit: 1, isExact: true });
    expect(hit('single-sign-on')?.locations).toEqual([
      'Experience: Director of IT Operations, Lakeshore Logistics',
    ]);
    expect(hit('itil')?.credit).toBe(1);
    expect(hit('it-service-management')).toMatchObject({ credit: 0.8, locations: ['Technical Skills'] });
    expect(hit('servicenow')?.credit).toBe(0);
    expect(hit('mergers-and-acquisitions')?.credit).toBe(0);
  });
});

describe('the enterprise keyword list (spec §9)', () => {
  it('has about sixteen phrases, every one known to the analysis', () => {
    expect(enterpriseKeywords.length).toBe(16);
    for (const { phrase } of enterpriseKeywords)
      expect(vocabulary.some((term) => term.label === phrase && term.isEnterprise)).toBe(true);
  });

  it('finds them in text as the highlighter marks them', () => {
    const text = 'Migrated to Microsoft 365, ran ServiceNow ITSM and led M&A work; sapling is not SAP.';
    expect(findEnterpriseKeywords(text).map((range) => text.slice(range.start, range.end))).toEqual([
      'Microsoft 365',
      'ServiceNow',
      'ITSM',
      'M&A',
      'SAP',
    ]);
  });
});
