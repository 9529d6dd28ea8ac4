import { describe, expect, it } from 'vitest';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';

/**
 * A plain-text resume printed to two pages: the name again with a page number at the top of the
 * second, the section "(continued)", and the oldest roles as one line each with their years flush
 * right, every range as long as the next.
 */
const pad = (left: string, right: string) =>
  `${left}${' '.repeat(Math.max(2, 84 - left.length - right.length))}${right}`;
const RESUME = [
  pad('MARGUERITE A. OYELARAN-BOOTH', 'Tulsa, OK'),
  'marguerite.ob@example.org | (918) 555-0175',
  '',
  'PROFESSIONAL EXPERIENCE',
  '',
  pad('CIMARRON RIVER UTILITIES', 'Tulsa, OK'),
  pad('Director, Enterprise Infrastructure', '2017 - Present'),
  'Runs the data center, network and end-user teams for a regional utility.',
  '  * Moved the control-room network onto a segmented, monitored design.',
  '  * Cut the storage estate from four platforms to one.',
  '',
  '\f',
  pad('Marguerite A. Oyelaran-Booth', 'Page 2'),
  '-'.repeat(84),
  '',
  'PROFESSIONAL EXPERIENCE (continued)',
  '',
  'EARLIER CAREER',
  pad('  Infrastructure Manager, Osage Prairie Bank, Bartlesville, OK', '2011 - 2017'),
  pad('  Network Engineer, Arkansas Valley Telecom, Muskogee, OK', '2005 - 2011'),
  pad('  Desktop Support Analyst, Redbud County Schools', '2001 - 2005'),
  '',
  'EDUCATION',
  '  B.S., Computer Information Systems',
  pad('      Green Country State University', '2001'),
].join('\n');

describe('a plain-text resume over two pages', () => {
  it('reads each one-line role of the later page with its own years', async () => {
    const { resume } = await parseResumeFile(Buffer.from(RESUME), 'txt');
    const roles = resume.experience.map(
      (role) => `${role.title} | ${role.company} | ${role.startDate} - ${role.endDate}`,
    );
    expect(roles).toEqual([
      'Director, Enterprise Infrastructure | CIMARRON RIVER UTILITIES | 2017 - Present',
      'Infrastructure Manager | Osage Prairie Bank | 2011 - 2017',
      'Network Engineer | Arkansas Valley Telecom | 2005 - 2011',
      'Desktop Support Analyst | Redbud County Schools | 2001 - 2005',
    ]);
  });
});

describe('a role told as a sentence that the writer wrapped', () => {
  it('joins a line ending on "from" with the dates on the next, and drops the day before a month', async () => {
    const text = [
      'Anjali Deshpande-Rao',
      'anjali.dr@example.com | +91 98450 55012 | Hubballi',
      '',
      'WORK HISTORY',
      ' * Working as Network Lead in Malaprabha Cloudworks Pvt. Ltd., Dharwad from',
      '   21st January 2020 to till date.',
      ' * Worked as Network Engineer in Sahyadri Netlink Services, Belagavi from',
      '   05-Jun-2016 to 17-Jan-2020.',
      ' * Worked as Hardware Engineer with Kittur Computer Point, Hubballi from',
      '   Apr 2013 to May 2016, looking after forty branch offices of a co-operative bank.',
      '',
      'EDUCATION',
      ' * B.E. (Electronics and Communication), Tungabhadra Institute of Technology, 2013',
    ].join('\n');
    const { resume } = await parseResumeFile(Buffer.from(text), 'txt');
    expect(
      resume.experience.map(
        (role) => `${role.title} | ${role.company} | ${role.startDate} - ${role.endDate}`,
      ),
    ).toEqual([
      'Network Lead | Malaprabha Cloudworks Pvt. Ltd. | January 2020 - Present',
      'Network Engineer | Sahyadri Netlink Services | Jun 2016 - Jan 2020',
      'Hardware Engineer | Kittur Computer Point | Apr 2013 - May 2016',
    ]);
  });
});

describe('a profile pasted from LinkedIn', () => {
  it('reads no "Skills: a · b" line as a duty and no career break as a role', async () => {
    const text = [
      'Aoife Kinsella',
      'aoife.kinsella@example.com | Limerick, Ireland',
      '',
      'Experience',
      '',
      'Shannonside Analytics',
      'Cloud Engineer',
      'Shannonside Analytics · Full-time',
      'Feb 2021 - Present · 3 yrs 10 mos',
      'Limerick, County Limerick, Ireland · Hybrid',
      '- Run the Azure landing zone and the cost reports for twelve product teams.',
      'Skills: Microsoft Azure · Terraform · +3 skills',
      '',
      'Career Break',
      'Career Break',
      'Mar 2020 - Jan 2021 · 11 mos',
      'Travelled and completed the AZ-104 exam.',
      '',
      'Systems Administrator',
      'Clare Freight Services · Full-time',
      'Jul 2016 - Feb 2020 · 3 yrs 8 mos',
      '- Looked after 80 Windows and Linux servers.',
      'Skills: VMware · Windows Server',
    ].join('\n');
    const { resume } = await parseResumeFile(Buffer.from(text), 'txt');
    expect(resume.experience.map((role) => role.title)).toEqual(['Cloud Engineer', 'Systems Administrator']);
    const bullets = resume.experience.flatMap((role) => role.bullets);
    expect(bullets).toContain('Looked after 80 Windows and Linux servers.');
    expect(bullets.some((bullet) => bullet.startsWith('Skills:'))).toBe(false);
    expect(bullets).not.toContain('Travelled and completed the AZ-104 exam.');
  });
});
