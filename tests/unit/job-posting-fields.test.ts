import { describe, expect, it } from 'vitest';
import { extractJobPosting } from '../../src/server/services/jobs/job-posting/extract-job-posting';
import { findRequirements } from '../../src/shared/jobs/find-requirements';
import { findSalary } from '../../src/shared/jobs/find-salary';

describe('pay stated in a posting', () => {
  it.each([
    ['The salary range for this role is $140,000 – $165,000 per year.', '$140,000 - $165,000 per year'],
    ['Compensation: £55k-£65k plus equity', '£55k - £65k'],
    ['Base pay USD 90,000 to 110,000 annually', 'USD 90,000 to 110,000 annually'],
    ['Pay: $48/hour', '$48/hour'],
    ['Salary: €70.000', '€70.000'],
    ['Hiring range $85,000-$95,000 depending on experience.', '$85,000 - $95,000'],
    ['$65 - $80 per hour (contract)', '$65 - $80 per hour'],
  ])('reads %j', (text, pay) => {
    expect(findSalary(text)).toBe(pay);
  });

  it.each([
    'Manage a $12M operating budget and negotiate vendor contracts.',
    'Strong budget management: $30M+ operating budget.',
    'Learning budget of $1,500 a year',
    'We raised $40 million in Series B funding in 2024.',
    'Home office stipend of $500',
    'In 2024 we grew to 2,000 people.',
    'Reduce cloud costs by $250,000 - $400,000 a year.',
  ])('takes no pay from %j', (text) => {
    expect(findSalary(text)).toBe('');
  });
});

describe('requirements stated in a posting', () => {
  it('takes the items under a requirements heading, up to the next part', () => {
    const text = [
      'About the team',
      '',
      'We keep 900 laptops running.',
      '',
      'What you will do',
      '',
      '• Run the help desk.',
      '',
      "What you'll bring",
      '',
      '• 3+ years in IT support.',
      '• Jamf or Intune.',
      '',
      'Benefits',
      '',
      '• Four-day week.',
    ].join('\n');
    expect(findRequirements(text)).toBe('• 3+ years in IT support.\n• Jamf or Intune.');
  });

  it('keeps each section under its heading when there are several, preferred ones too', () => {
    const text = 'Requirements\n\n• Python.\n\nResponsibilities\n\n• Ship.\n\nNice to have\n\n• Go.';
    expect(findRequirements(text)).toBe('Requirements\n• Python.\n\nNice to have\n• Go.');
  });

  it('reads an inline paragraph, even one that uses the word "requirements" itself', () => {
    const text =
      'We are hiring an analyst.\n\nRequirements: 3+ years of analytics; turning loose questions into clear requirements; SQL.';
    expect(findRequirements(text)).toBe(
      '3+ years of analytics; turning loose questions into clear requirements; SQL.',
    );
  });

  it('follows a heading that only introduces the list', () => {
    const text =
      'Qualifications\nTo be successful in this role you have:\n• Ten years of networking.\n• CCNP.';
    expect(findRequirements(text)).toBe('• Ten years of networking.\n• CCNP.');
  });

  it('finds nothing in a posting that names no requirements', () => {
    expect(findRequirements('Join us!\n\nWe sell bicycles and need help in the shop.')).toBe('');
  });
});

describe('a posting page without JSON-LD', () => {
  it('keeps its main text as the job details, with requirements and pay, and not the page around it', () => {
    const posting = [
      '<h2>About the role</h2><p>You will run IT for our three warehouses and the head office, about 400 people, and report to the COO.</p>',
      '<h2>Requirements</h2><ul><li>5+ years running IT operations.</li><li>Networking with Meraki.</li></ul>',
      '<h2>Compensation</h2><p>The base salary for this role is $110,000 - $125,000 per year.</p>',
    ].join('');
    const page = `<html><head><title>IT Manager | Fabrikam | Jobs</title></head><body>
      <nav><a href="/">Home</a> <a href="/jobs">Jobs</a></nav>
      <main><h1>IT Manager</h1><div class="description">${posting}</div></main>
      <aside><h2>Similar jobs</h2><ul><li><a href="/2">Network Engineer at Contoso</a></li></ul></aside>
      <footer>© 2026 Jobs Inc. Privacy. Terms.</footer></body></html>`;
    const fields = extractJobPosting({
      url: 'https://jobs.example.com/1',
      contentType: 'text/html',
      body: page,
    });
    expect(fields.position).toBe('IT Manager');
    expect(fields.company).toBe('Fabrikam');
    expect(fields.details).toContain('You will run IT for our three warehouses');
    expect(fields.details).toContain('• Networking with Meraki.');
    expect(fields.details).not.toMatch(/Similar jobs|Privacy/);
    expect(fields.requirements).toBe('• 5+ years running IT operations.\n• Networking with Meraki.');
    expect(fields.salary).toBe('$110,000 - $125,000 per year');
  });
});
