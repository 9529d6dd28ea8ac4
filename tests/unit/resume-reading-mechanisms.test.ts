import { Document, Header, Packer, Paragraph, TextRun } from 'docx';
import { describe, expect, it } from 'vitest';
import { readMonthYear } from '../../src/server/resume/parse/dates';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { createLine, plainTraits, type SourceLine } from '../../src/server/resume/parse/source-lines';
import { buildResumeFromLines } from '../../src/server/resume/parse/text-to-resume';
import type { ParsedResume } from '../../src/shared/resume/parsed-resume';

/**
 * The mechanisms behind the reader's misses on real resumes, each shown by an invented resume: the
 * names, employers, places and wording here are made up.
 */
const readText = async (lines: string[]) =>
  (await parseResumeFile(Buffer.from(lines.join('\n')), 'txt')).resume;
const readLines = (lines: SourceLine[]) =>
  buildResumeFromLines({ lines, traits: plainTraits('pdf'), warnings: [] }).resume;

const roles = (resume: ParsedResume) =>
  resume.experience.map((role) => [role.title, role.company, role.startDate, role.endDate]);

const contact = ['Marisol Quenby', 'marisol.quenby@example.com | (541) 555-0188 | Eugene, OR', ''];
const heading = (text: string) => createLine(text, { isEmphasized: true, sizeRatio: 1.6 });

describe('how the reader reads what real resumes do', () => {
  it('an employer\'s place after a bar stays whole ("Mountain View, CA, USA"), and "(remote)" in lower case is a place', async () => {
    const resume = await readText([
      ...contact,
      'EXPERIENCE',
      'Senior Software Engineer',
      'Google | Mountain View, CA, USA',
      'Jan 2019 - Present',
      '- Kept the build under ten minutes',
      'Data Engineer – Larkspur Analytics, Tucson, AZ (remote)',
      'Mar 2016 - Dec 2018',
      '- Moved the nightly jobs to streaming',
    ]);
    expect(resume.experience.map((role) => [role.company, role.location])).toEqual([
      ['Google', 'Mountain View, CA, USA'],
      ['Larkspur Analytics', 'Tucson, AZ (remote)'],
    ]);
  });

  it('"Employer - City, ST" on the line under a dated title is the employer and its place, not a bullet', () => {
    const resume = readLines([
      createLine('Marisol Quenby', { isEmphasized: true, sizeRatio: 2 }),
      createLine('marisol.quenby@example.com'),
      heading('Work History'),
      createLine('Claims Coordinator | 04/2021 to Current', { isEmphasized: true }),
      createLine('Harbourview Clinic - Ocala, FL', { isEmphasized: true, isBullet: true }),
      createLine('Filed 300 claims a week with no rejections', { isBullet: true }),
      createLine('Receptionist | 01/2018 to 03/2021', { isEmphasized: true }),
      createLine('Gullwing Inn - St. Petersburg, FL', { isEmphasized: true, isBullet: true }),
      createLine('Checked in guests for a 90-room hotel', { isBullet: true }),
    ]);
    expect(
      resume.experience.map((role) => [role.title, role.company, role.location, role.bullets.length]),
    ).toEqual([
      ['Claims Coordinator', 'Harbourview Clinic', 'Ocala, FL', 1],
      ['Receptionist', 'Gullwing Inn', 'St. Petersburg, FL', 1],
    ]);
  });

  it('a heading set like the experience heading starts a section of its own: the role above does not take its lines', () => {
    const resume = readLines([
      createLine('Marisol Quenby', { isEmphasized: true, sizeRatio: 2 }),
      createLine('marisol.quenby@example.com'),
      heading('WORK EXPERIENCE'),
      createLine('Web Developer | Thistledown Press | 2017 – 2021'),
      createLine('Rebuilt the shop on a static site', { isBullet: true }),
      heading('HOBBY EXPERIENCE'),
      createLine('A weather bot for a sailing club, written in Go', { isBullet: true }),
      createLine("A map of the town's public benches", { isBullet: true }),
    ]);
    expect(roles(resume)).toEqual([['Web Developer', 'Thistledown Press', '2017', '2021']]);
    expect(resume.experience[0]?.bullets).toEqual(['Rebuilt the shop on a static site']);
  });

  it('"Educational experiences" is schooling and "Open source" holds projects, not roles', async () => {
    const resume = await readText([
      ...contact,
      'EXPERIENCE',
      'Analyst | Brackenridge Bank | 2019 - 2023',
      '- Wrote the risk reports',
      '',
      'OPEN SOURCE',
      'A linter for spreadsheet formulas',
      '',
      'EDUCATIONAL EXPERIENCE',
      'Two years of physics at Dunmore University before moving to economics.',
    ]);
    expect(resume.experience).toHaveLength(1);
    expect(resume.experience[0]?.bullets).toEqual(['Wrote the risk reports']);
    expect(resume.projects?.map((project) => project.name)).toEqual(['A linter for spreadsheet formulas']);
  });

  it('the name printed again at the top of a later page is not a line of the role it falls in', () => {
    const resume = readLines([
      createLine('Marisol Quenby', { isEmphasized: true, sizeRatio: 2 }),
      createLine('marisol.quenby@example.com'),
      heading('Experience'),
      createLine('Baker | Crumbwell Bakery | 2015 – 2020'),
      createLine('Opened the shop at five every morning', { isBullet: true }),
      createLine('Marisol Quenby 12.3.2021'),
      createLine('Made the sourdough starter the shop still uses', { isBullet: true }),
      createLine('Marisol Quenby – Page 2'),
    ]);
    expect(resume.experience[0]?.bullets).toEqual([
      'Opened the shop at five every morning',
      'Made the sourdough starter the shop still uses',
    ]);
  });

  it('a role written without dates after a dated one is a role of its own, not bullets of the one above', async () => {
    const resume = await readText([
      ...contact,
      'EXPERIENCE',
      'Events Coordinator',
      'Saltmarsh Hotel Group | June 2012 - May 2020',
      '- Ran weddings for up to 300 guests',
      'Fernwood Resorts Corporation | four seasons',
      'Front Office Supervisor',
    ]);
    expect(roles(resume)).toEqual([
      ['Events Coordinator', 'Saltmarsh Hotel Group', 'June 2012', 'May 2020'],
      ['Front Office Supervisor', 'Fernwood Resorts Corporation', '', ''],
    ]);
    expect(resume.experience[0]?.bullets).toEqual(['Ran weddings for up to 300 guests']);
  });

  it('a role\'s own "Projects" and "Technologies" lists end where the next role, written like the others, starts', async () => {
    const resume = await readText([
      ...contact,
      'EXPERIENCE',
      'Platform Engineer (2020-Present)',
      'Looks after the build farm and its runners.',
      'Technologies',
      'Terraform',
      'Nomad',
      'Network Engineer (2016-2020)',
      'Ran the office and depot networks.',
      'Projects',
      'New depot Wi-Fi',
      'Stock Control Desk (2012-2016)',
      'Counted the stock and kept the tills running.',
    ]);
    expect(resume.experience.map((role) => [role.startDate, role.endDate])).toEqual([
      ['2020', 'Present'],
      ['2016', '2020'],
      ['2012', '2016'],
    ]);
    expect(resume.experience[1]?.title).toBe('Network Engineer');
    expect(resume.skills).toEqual(['Terraform', 'Nomad']);
  });

  it('under "Qualifications", lines that name no degree and no school are certificates', async () => {
    const resume = await readText([
      ...contact,
      'Qualifications',
      '- BSc Geography, Halbrook University, 2011',
      '- Forklift Operator Licence',
      '- First Aid at Work',
    ]);
    expect(resume.education.map((entry) => entry.school)).toEqual(['Halbrook University']);
    expect(resume.certifications).toEqual(['Forklift Operator Licence', 'First Aid at Work']);
  });

  it('a labelled list written with spaces alone is read word by word, a version kept with its name', async () => {
    const resume = await readText([
      ...contact,
      'SKILLS',
      'Frontend: TypeScript HTML 5 CSS 3 Svelte Vite.js',
      'Soft skills: Calm under pressure',
    ]);
    expect(resume.skills).toEqual([
      'TypeScript',
      'HTML 5',
      'CSS 3',
      'Svelte',
      'Vite.js',
      'Calm under pressure',
    ]);
  });

  it('a bulleted header with a dash and a date range is a role, however many words its dash adds', async () => {
    const resume = await readText([
      ...contact,
      'EXPERIENCE',
      'Lead Developer – Copperfield Mutual | 2018 - 2023',
      '- Led the claims rewrite',
      'Earlier roles',
      '- Senior Support Engineer and Team Lead – Orchard and Vine Stores, Mar 2014 – Feb 2018',
    ]);
    expect(roles(resume)).toContainEqual([
      'Senior Support Engineer and Team Lead',
      'Orchard and Vine Stores',
      'Mar 2014',
      'Feb 2018',
    ]);
  });

  it('a name only in the Word page header, above a body that opens with the address, is the name', async () => {
    const docx = await Packer.toBuffer(
      new Document({
        sections: [
          {
            headers: {
              default: new Header({ children: [new Paragraph('2'), new Paragraph('ODALYS M. FENWICK')] }),
            },
            children: [
              new Paragraph('118 Larch Hollow Rd'),
              new Paragraph('Dover, DE 19901'),
              new Paragraph('odalys.fenwick@example.com'),
              new Paragraph({ children: [new TextRun({ text: 'EXPERIENCE', bold: true })] }),
              new Paragraph('Quartermaster | Delmarva Freight | 2015 - 2024'),
            ],
          },
        ],
      }),
    );
    const { resume } = await parseResumeFile(docx, 'docx');
    expect(resume.name).toBe('Odalys M. Fenwick');
  });

  it('a street address that ends in a postal code and a town gives the town as the place', async () => {
    const resume = await readText([
      'Eskil Brandt',
      'eskil.brandt@example.com | Kettle Row 4, 20100, Marlby | +46 70 555 0199',
      '',
      'EXPERIENCE',
      'Lab Assistant | Marlby Polytechnic | 2019 - 2021',
    ]);
    expect(resume.location).toBe('Marlby');
  });

  it('dates in the resume\'s own language are dates: months and "present" in German, Portuguese, Dutch, French', async () => {
    const resume = await readText([
      ...contact,
      'EXPERIENCE',
      'Softwareentwicklerin | Fenwald GmbH | März 2019 – heute',
      '- Baute die Lagerverwaltung neu',
      'Analista de Sistemas | Tordo Ltda | fev 2016 - atual',
      '- Migrou os servidores',
      'Ontwikkelaar | Polderlicht BV | mei 2013 - mrt 2016',
      '- Schreef de facturatie',
      "Développeuse | Atelier Sorbier | janv. 2010 – aujourd'hui",
      '- A écrit le site',
    ]);
    expect(resume.experience.map((role) => [role.company, role.startDate, role.endDate])).toEqual([
      ['Fenwald GmbH', 'März 2019', 'Heute'],
      ['Tordo Ltda', 'fev 2016', 'Atual'],
      ['Polderlicht BV', 'mei 2013', 'mrt 2016'],
      ['Atelier Sorbier', 'janv. 2010', "Aujourd'hui"],
    ]);
    expect(readMonthYear('März 2019')).toEqual({ year: 2019, month: 3 });
    expect(readMonthYear('mrt 2016')).toEqual({ year: 2016, month: 3 });
  });

  it('a long bullet of several sentences written on one line stays one bullet', async () => {
    const long = [
      '- Built a booking tool in Python for the front desk of a busy surgery, replacing three spreadsheets.',
      'The tool kept track of patients, rooms, reminders and even the weekly rota for the nurses on call.',
      'It saved the practice from hiring at least one more receptionist over the winter months.',
      'Staff still use it every morning to plan the day.',
    ].join(' ');
    expect(long.length).toBeGreaterThan(300);
    const resume = await readText([
      ...contact,
      'EXPERIENCE',
      'Practice Analyst | Elmbrook Surgery | 2017 - 2020',
      long,
    ]);
    expect(resume.experience[0]?.bullets).toHaveLength(1);
  });

  it('skills: a second label inside a labelled line starts a list of its own; "A & B" among one-word names is two', async () => {
    const labelled = await readText([
      ...contact,
      'SKILLS',
      'Languages: Go, Perl, Bash Databases: MySQL, Redis',
    ]);
    expect(labelled.skills).toEqual(['Go', 'Perl', 'Bash', 'MySQL', 'Redis']);
    const names = await readText([
      ...contact,
      'KEY SKILLS',
      '- Kubernetes',
      '- Docker',
      '- Vue & Svelte',
      '- Terraform',
    ]);
    expect(names.skills).toEqual(['Kubernetes', 'Docker', 'Vue', 'Svelte', 'Terraform']);
    const phrases = await readText([
      ...contact,
      'SKILLS',
      '- Front Desk Coordination',
      '- Scheduling & Invoicing',
      '- Written Communication',
    ]);
    expect(phrases.skills).toContain('Scheduling & Invoicing');
  });
});

describe('skill lines as people write them', () => {
  it('reads each labelled list of a line whose lists end in a capital, and drops how well or how it was used', async () => {
    const resume = await readText([
      'Priya Ramaswamy',
      'priya.r@example.com',
      'SKILLS',
      'Directory – LDAP, Okta SSO. Storage – NetApp, ZFS. Paging – PagerDuty.',
      'Languages: occasional Rust, working knowledge of Terraform.',
      'Tooling: Automating builds using Jenkins, Patching fleets with RHEL Satellite.',
      'EXPERIENCE',
      'Systems Engineer, Quillfeather Labs, 2019 - 2023',
      '- Ran the storage fleet',
    ]);
    expect(resume.skills).toEqual(
      expect.arrayContaining([
        'LDAP',
        'Okta SSO',
        'NetApp',
        'ZFS',
        'PagerDuty',
        'Rust',
        'Terraform',
        'Jenkins',
        'RHEL Satellite',
      ]),
    );
    expect(resume.skills.join(' ')).not.toMatch(/Storage|occasional|working knowledge|using|Patching/);
  });
});

describe('a resume kept as Markdown', () => {
  it('reads headings, bold employers, italic dates and mail links as the words they mark', async () => {
    const resume = await readText([
      '# Tobias Wrenfield',
      'Site Reliability Engineer · Leeds, UK · [email me](mailto:t.wrenfield@example.org)',
      '## Experience',
      '### Platform Engineer',
      '**Marrowgate Insurance Ltd.** · *Feb 2020 – Present*',
      '- Moved the batch estate to Kubernetes',
      '### Systems Administrator',
      '**Hollins & Carr** · *2016 – 2020*',
      '- Ran the Windows and Linux fleet',
      '## Skills',
      '- **Cloud:** AWS, Azure',
    ]);
    expect(resume.name).toBe('Tobias Wrenfield');
    expect(resume.email).toBe('t.wrenfield@example.org');
    expect(roles(resume)).toEqual([
      ['Platform Engineer', 'Marrowgate Insurance Ltd.', 'Feb 2020', 'Present'],
      ['Systems Administrator', 'Hollins & Carr', '2016', '2020'],
    ]);
    expect(resume.skills).toEqual(expect.arrayContaining(['AWS', 'Azure']));
  });
});

describe('dates and places written the way other countries write them', () => {
  it('keeps a year-first month ("2019/07") as written, and reads a town in brackets after an employer as its place', async () => {
    const resume = await readText([
      'Haruto Sakaguchi',
      'haruto.s@example.jp',
      'WORK EXPERIENCE',
      'Network Engineer',
      'Tsubame Freight K.K. (Osaka)',
      '2019/07 – present',
      '- Rebuilt the WAN',
      'Support Engineer',
      'Kumo Data Co., Ltd. (Sapporo)',
      '2016.04 – 2019.06',
      '- Ran the help desk',
    ]);
    expect(roles(resume)).toEqual([
      ['Network Engineer', 'Tsubame Freight K.K.', '2019/07', 'Present'],
      ['Support Engineer', 'Kumo Data Co., Ltd.', '2016.04', '2019.06'],
    ]);
    expect(resume.experience.map((role) => role.location)).toEqual(['Osaka', 'Sapporo']);
  });
});

describe('the header as people set it', () => {
  it('finds the place behind an icon, a label, a street or a postcode', async () => {
    const read = async (line: string) =>
      (
        await readText([
          'Ines Calloway',
          line,
          'EXPERIENCE',
          'Engineer, Quarry Labs, 2019 - 2021',
          '- Ran it',
        ])
      ).location;
    expect(await read('✉ ines@example.com | ☎ 0412 555 019 | 📍 Adelaide, SA')).toBe('Adelaide, SA');
    expect(await read('Location: Coimbatore, Tamil Nadu')).toBe('Coimbatore, Tamil Nadu');
    expect(await read('Brampton, ON L6Y 0A1 | 905-555-0100')).toBe('Brampton, ON');
    expect(await read('7 Larch Close, Roundhay, Sheffield, South Yorkshire S8 9ZZ')).toBe(
      'Sheffield, South Yorkshire',
    );
  });

  it('reads the name without a title before it or the letters after it', async () => {
    const name = async (line: string) =>
      (
        await readText([
          line,
          'ines@example.com',
          'EXPERIENCE',
          'Engineer, Quarry Labs, 2019 - 2021',
          '- Ran it',
        ])
      ).name;
    expect(await name('Dr. Ines Calloway')).toBe('Ines Calloway');
    expect(await name('Lebenslauf – Ines Calloway')).toBe('Ines Calloway');
    expect(await name('Ines Calloway MSc CISSP')).toBe('Ines Calloway');
    expect(await name('INES M. CALLOWAY, CISSP, CompTIA Security+')).toBe('Ines M. Calloway');
  });

  it('never takes a job title, a monogram or a form label for the name', async () => {
    const name = async (lines: string[]) =>
      (await readText([...lines, 'EXPERIENCE', 'Engineer, Quarry Labs, 2019 - 2021', '- Ran it'])).name;
    expect(await name(['Principal Network Engineer', 'Ines Calloway', 'ines@example.com'])).toBe(
      'Ines Calloway',
    );
    expect(await name(['IC', 'Ines Calloway', 'ines@example.com'])).toBe('Ines Calloway');
  });
});

describe('roles written on a form', () => {
  it('leaves out the questions of the form ("Reason for leaving", "Supervisor", "Hours per week")', async () => {
    const resume = await readText([
      'Lerato Dube',
      'lerato@example.org',
      'EXPERIENCE',
      'KAMEELDORING LOGISTICS : Pretoria : NETWORK ADMINISTRATOR',
      '04/2020 – present',
      '- Run the branch WAN',
      'Reason for leaving: n/a (currently employed)',
      'SILVERTREE HOTELS : Durban : IT TECHNICIAN',
      '02/2017 – 03/2020',
      'Supervisor: Themba Nkosi (031 555 0100)',
      '- Fixed the front-desk PCs',
      'Reason for leaving: career growth',
    ]);
    expect(resume.experience.map((role) => role.company)).toEqual([
      'KAMEELDORING LOGISTICS',
      'SILVERTREE HOTELS',
    ]);
    expect(resume.experience.map((role) => role.bullets.length)).toEqual([1, 1]);
  });
});

describe("a job portal's profile and East Asian dates", () => {
  it('reads "Month D, YYYY" dates, "Continuing", and leaves out the portal\'s labels ("Company Location :", "Department:", "Duties/Responsibilities:")', async () => {
    const resume = await readText([
      'Tanvir Mahmud',
      'tanvir.mahmud@example.com',
      'Employment History:',
      'Total Year of Experience : 6.2 Year(s)',
      '1. Network Officer ( February 1, 2021 - Continuing)',
      'Karnaphuli Steel Ltd.',
      'Company Location : Chattogram',
      'Department: IT',
      'Duties/Responsibilities:',
      ' # Run the plant network.',
      ' # Patch the servers every month.',
      '2. IT Assistant ( August 15, 2018 - January 31, 2021)',
      'Meghna Paper Mills Ltd.',
      'Department: MIS',
      'Duties/Responsibilities:',
      ' # Desktop support.',
    ]);
    expect(roles(resume)).toEqual([
      ['Network Officer', 'Karnaphuli Steel Ltd.', 'February 2021', 'Continuing'],
      ['IT Assistant', 'Meghna Paper Mills Ltd.', 'August 2018', 'January 2021'],
    ]);
    expect(resume.experience.map((role) => role.bullets.length)).toEqual([2, 1]);
  });

  it('reads a range joined by a tilde ("2020.04 ~ present") and a whole day\'s date in either order', async () => {
    const resume = await readText([
      'Seo Minji',
      'minji.seo@example.com',
      'WORK EXPERIENCE',
      '2020.04 ~ present     Gaon Logistics Co., Ltd.',
      '                      Infrastructure Engineer',
      '  - Run the warehouse network.',
      '2017.09 ~ 2020.03     Haneul Media Inc.',
      '                      System Operator',
      '  - Kept the streaming servers up.',
    ]);
    expect(roles(resume)).toEqual([
      ['Infrastructure Engineer', 'Gaon Logistics Co., Ltd.', '2020.04', 'Present'],
      ['System Operator', 'Haneul Media Inc.', '2017.09', '2020.03'],
    ]);
    expect(readMonthYear('2020.04')).toEqual({ year: 2020, month: 4 });
    const german = await readText([
      'Jonas Brenner',
      'jonas.brenner@example.de',
      'BERUFSERFAHRUNG',
      '01.04.2019 – 31.12.2022  Systemadministrator, Elbtal Versand GmbH',
      '- Betrieb der Server',
      '2016-09-01 – 2019-03-31  IT-Support, Moorland Klinik',
      '- Benutzerbetreuung',
    ]);
    expect(german.experience.map((role) => [role.startDate, role.endDate])).toEqual([
      ['04/2019', '12/2022'],
      ['09/2016', '03/2019'],
    ]);
  });
});

describe('a Word table saved as PDF', () => {
  it('joins an end year wrapped alone onto the next line, and an agency "via" in a title is no street address', async () => {
    const resume = await readText([
      'Owain Hughes',
      'owain.hughes@example.co.uk',
      'Employment history',
      'Network Team Leader | March 2015 – November',
      '2019',
      'Cwmbran Mutual Society, Newport',
      'Led six engineers.',
      'Desktop Engineer (contract via Dyfed Talent Partners) | June 2012 – February 2015',
      'Teifi Valley Health Board, Carmarthen',
      'Windows 10 rollout for 4,000 staff.',
    ]);
    expect(roles(resume)).toEqual([
      ['Network Team Leader', 'Cwmbran Mutual Society', 'March 2015', 'November 2019'],
      [
        'Desktop Engineer (contract via Dyfed Talent Partners)',
        'Teifi Valley Health Board',
        'June 2012',
        'February 2015',
      ],
    ]);
  });
});

describe('CVs of Central and Northern Europe, and symbols people pick', () => {
  it('reads Czech and Polish headings, month names and "now" words', async () => {
    const resume = await readText([
      'Tomáš Horák',
      'tomas.horak@example.cz',
      'PRACOVNÍ ZKUŠENOSTI',
      'Správce sítě',
      'Vltava Data s.r.o., Brno',
      'březen 2019 – dosud',
      '- správa firewallů',
      'VZDĚLÁNÍ',
      'Ing., Informatika',
      'Západočeská technická univerzita',
      '2013 – 2018',
      'DOVEDNOSTI',
      'Linux, MikroTik, Zabbix',
    ]);
    expect(roles(resume)).toEqual([['Správce sítě', 'Vltava Data s.r.o.', 'březen 2019', 'Dosud']]);
    expect(resume.skills).toEqual(['Linux', 'MikroTik', 'Zabbix']);
    expect(readMonthYear('października 2020')).toEqual({ year: 2020, month: 10 });
    expect(readMonthYear('syyskuuta 2016')).toEqual({ year: 2016, month: 9 });
  });

  it('reads courses and further training ("Weiterbildung & Zertifikate") as the certificates they sit with', async () => {
    const resume = await readText([
      'Jonas Brenner',
      'jonas.brenner@example.de',
      'WEITERBILDUNG & ZERTIFIKATE',
      'Red Hat Certified System Administrator',
      'Cisco CCNA',
      'SPRACHKENNTNISSE',
      'Deutsch, Englisch',
    ]);
    expect(resume.certifications).toEqual(['Red Hat Certified System Administrator', 'Cisco CCNA']);
  });

  it('takes an arrow between dates as a range, and arrows or shapes before a line as bullets', async () => {
    const resume = await readText([
      'Ilze Kalnina',
      'ilze@example.lv',
      'Experience',
      'Platform Engineer, Daugavmala Pay SIA',
      'Sep 2021 → Now',
      '▸ Moved the services to Kubernetes',
      '◆ Cut the cloud bill by a third',
      '➔ Ran the on-call rota',
    ]);
    expect(roles(resume)).toEqual([['Platform Engineer', 'Daugavmala Pay SIA', 'Sep 2021', 'Now']]);
    expect(resume.experience[0]?.bullets).toEqual([
      'Moved the services to Kubernetes',
      'Cut the cloud bill by a third',
      'Ran the on-call rota',
    ]);
  });
});

describe("a contractor's history written as forms", () => {
  it('reads each "Client: / Role: / Duration:" block as one role, its agency note and labels left out', async () => {
    const resume = await readText([
      'Morag Lindsay',
      'morag.lindsay@example.co.uk',
      'Contract network engineer with twelve years of firewall, routing and data centre work for the',
      'public sector, finance and retail, most of it delivered against fixed dates and tight budgets.',
      'CONTRACT HISTORY',
      '',
      'Client:       Tweedside Water Authority (via Borders Technical Resourcing Ltd)',
      'Role:         Senior Firewall Engineer - Perimeter Refresh',
      'Duration:     Feb 2023 - Nov 2023 (10 months)',
      'Location:     Galashiels / remote',
      'Environment:  Palo Alto, Panorama, Azure',
      'Key deliverables:',
      ' - Replaced the perimeter firewalls at forty sites without an unplanned outage at any of them',
      '',
      'Client:       Ettrick Insurance Group (agency: Selkirk IT Search)',
      'Role:         Network Engineer',
      'Duration:     Jan 2021 - Dec 2022',
      'Location:     Edinburgh',
      ' - Ran the campus refresh and third-line escalation for the whole of the Edinburgh office',
    ]);
    expect(roles(resume)).toEqual([
      ['Senior Firewall Engineer - Perimeter Refresh', 'Tweedside Water Authority', 'Feb 2023', 'Nov 2023'],
      ['Network Engineer', 'Ettrick Insurance Group', 'Jan 2021', 'Dec 2022'],
    ]);
    expect(resume.experience.map((role) => role.bullets.length)).toEqual([1, 1]);
  });
});

describe('several titles under one employer written on one line', () => {
  it('makes each bracketed title a role of that employer, the lines below told of the latest', async () => {
    const resume = await readText([
      'Renata Okafor',
      'renata.okafor@example.com',
      'EXPERIENCE',
      'MAUMEE VALLEY HOSPITALS, Toledo, OH | 2012 – 2025',
      'Positions held: Infrastructure Manager (2020–2025); Senior Systems Engineer (2016–2020); Systems Engineer (2012–2016)',
      '- Ran a nine-person infrastructure team',
      '- Moved the data centre to a co-location site',
      'Company: Sandusky Telecom Co., Sandusky',
      'Position: Network Technician (2009–2012), previously Cable Installer (2007–2009)',
      '- Turned up business circuits',
    ]);
    expect(roles(resume)).toEqual([
      ['Infrastructure Manager', 'MAUMEE VALLEY HOSPITALS', '2020', '2025'],
      ['Senior Systems Engineer', 'MAUMEE VALLEY HOSPITALS', '2016', '2020'],
      ['Systems Engineer', 'MAUMEE VALLEY HOSPITALS', '2012', '2016'],
      ['Network Technician', 'Sandusky Telecom Co.', '2009', '2012'],
      ['Cable Installer', 'Sandusky Telecom Co.', '2007', '2009'],
    ]);
    expect(resume.experience.map((role) => role.bullets.length)).toEqual([2, 0, 0, 1, 0]);
  });
});

describe('a note after the title and the employer below it', () => {
  it("takes the line below as the employer when its legal form says so, not the note after the title's dash", async () => {
    const resume = await readText([
      'Rita Sousa',
      'rita@example.pt',
      'EXPERIÊNCIA PROFISSIONAL',
      '',
      'Out. 2015 – Fev. 2018',
      'Técnica de Helpdesk — projeto para cliente francês',
      'Contact Sul, Lda. — Faro',
      '  ▸ Atendimento telefónico',
    ]);
    expect(resume.experience.map((role) => [role.title, role.company])).toEqual([
      ['Técnica de Helpdesk', 'Contact Sul, Lda.'],
    ]);
  });
});

describe('British and Irish ways with dates and places', () => {
  it('reads an end year without its century, and a town after a legal form or with its postal district', async () => {
    const resume = await readText([
      'Fionnuala Brennan',
      'f.brennan@example.ie',
      'EMPLOYMENT',
      'Network Engineer',
      'Corrib Telecom Ltd, Galway',
      '2016 – 19',
      '- Ran the core network',
      'Support Analyst',
      'Liffey Data Services DAC, Dublin 8',
      '2012 – 16',
      '- Answered tickets',
    ]);
    expect(roles(resume)).toEqual([
      ['Network Engineer', 'Corrib Telecom Ltd', '2016', '2019'],
      ['Support Analyst', 'Liffey Data Services DAC', '2012', '2016'],
    ]);
  });
});

describe('roles told in a sentence each, as Indian CVs often tell them', () => {
  it('reads "Working as <title> in <employer>, <town> since <date> to till date" and leaves project details to projects', async () => {
    const resume = await readText([
      'Meenakshi Iyer',
      'meenakshi.iyer@example.in',
      'PROFESSIONAL EXPERIENCE',
      'Working as Database Administrator in Kaveripattinam Softech Pvt. Ltd., Coimbatore since Mar 2020 to till date.',
      'Worked as Junior DBA with Nilgiri Data Services, Chennai from Jul 2016 to Feb 2020.',
      'PROJECT DETAILS',
      'Project #1 : Core banking upgrade',
      'Duration : Jan 2021 - Dec 2021',
    ]);
    expect(roles(resume)).toEqual([
      ['Database Administrator', 'Kaveripattinam Softech Pvt. Ltd.', 'Mar 2020', 'Present'],
      ['Junior DBA', 'Nilgiri Data Services', 'Jul 2016', 'Feb 2020'],
    ]);
  });
});

describe('roles written as a form of labelled fields', () => {
  it('reads "Company Name | : …", "Position | : …" and "Inclusive Dates | : …" as a role', async () => {
    const resume = await readText([
      'Josefina Reyes',
      'jreyes@example.ph',
      'WORK EXPERIENCE',
      'Company Name | : Pulang Araw Outsourcing, Inc.',
      'Position | : Network Support Engineer',
      'Inclusive Dates | : June 2019 - Present',
      'Job Description | :',
      'Maintains the site LAN and the voice gateways',
      'Company Name | : Dagat Bank',
      'Position | : IT Assistant',
      'Inclusive Dates | : May 2016 - May 2019',
      'Job Description | :',
      'Imaged and issued laptops',
    ]);
    expect(roles(resume)).toEqual([
      ['Network Support Engineer', 'Pulang Araw Outsourcing, Inc.', 'June 2019', 'Present'],
      ['IT Assistant', 'Dagat Bank', 'May 2016', 'May 2019'],
    ]);
  });
});

describe('two months of one year', () => {
  it('gives the start month the year written once after the end ("Jan – Jun 2015")', async () => {
    const resume = await readText([
      'Arif Hakimi',
      'arif@example.my',
      'EXPERIENCE',
      'Network Engineer | Teratai Telco | Mar 2016 – Present',
      '- Built the branch WAN',
      'Industrial Training (Intern) | Kenari Broadband Berhad | Jan – Jun 2015',
      '- Patched the racks',
    ]);
    expect(roles(resume)[1]).toEqual([
      'Industrial Training (Intern)',
      'Kenari Broadband Berhad',
      'Jan 2015',
      'Jun 2015',
    ]);
  });
});

describe('skills and certificates the way an Australian public-service CV sets them', () => {
  it('splits skills at spaced dashes across lines, keeps vendor certification names whole, and stops at referees', async () => {
    const resume = await readText([
      'Mereana Tawhiri',
      'mereana@example.com.au',
      'EXPERIENCE',
      'Service Desk Analyst | Office of the Harbour Registrar | 2019 – Present',
      '- Answered calls',
      'EDUCATION & TRAINING',
      'Bachelor of Information Technology – Southern Ridge University, 2018',
      'Microsoft 365 Certified: Modern Desktop Administrator Associate (2021)',
      'KEY SKILLS',
      'Incident, request & change management - Jira Service Management -',
      'Intune - Power BI reporting',
      'REFEREES',
      'Ms Hana Oduya, Director ICT, OHR – (02) 5550 1000',
    ]);
    expect(resume.skills).toEqual([
      'Incident, request & change management',
      'Jira Service Management',
      'Intune',
      'Power BI reporting',
    ]);
    expect(resume.certifications).toContain(
      'Microsoft 365 Certified: Modern Desktop Administrator Associate',
    );
  });
});
