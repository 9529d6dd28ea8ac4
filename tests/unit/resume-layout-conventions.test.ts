import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectResumeFile, parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { launchBrowser } from '../e2e/support/browser';
import { printPdf } from '../helpers/print-pdf';

/**
 * Layouts people give their own resumes that the reader once lost roles or fields on, each shown
 * with an invented resume: month and year joined by a slash, "till date", a career summary table
 * above the roles told in full with labelled fields, a plain heading the list of headings does
 * not know, dot leaders, and dates set in a margin column of a PDF.
 */
async function read(text: string, name = 'resume.txt') {
  const bytes = Buffer.from(text, 'utf8');
  return (await parseResumeFile(bytes, await detectResumeFile(bytes, name))).resume;
}

const rolesOf = (resume: Awaited<ReturnType<typeof read>>) =>
  resume.experience.map((role) => [role.title, role.company, role.startDate, role.endDate]);

describe('layouts people give their own resumes', () => {
  it('reads "Jun/2021 – Present" and "Mar/2017 – May/2021" as months, and "till date" as present', async () => {
    const resume = await read(`Marta Quintela
Lisbon · +351 21 555 0190 · marta.q@example.com

Relevant Experience
Tejo Seguros S.A. — Lisbon
Database Coordinator · Jun/2021 – Present
• Led a team of five DBAs

Alfama Retail Lda. — Porto
Senior DBA · Mar/2017 – May/2021
• Migrated 30 databases

Other Experience
Volunteer Tutor — Code Club Lisboa · 2019 till date
`);
    expect(rolesOf(resume)).toEqual([
      ['Database Coordinator', 'Tejo Seguros S.A.', 'Jun 2021', 'Present'],
      ['Senior DBA', 'Alfama Retail Lda.', 'Mar 2017', 'May 2021'],
      ['Volunteer Tutor', 'Code Club Lisboa', '2019', 'Present'],
    ]);
  });

  it('reads a career summary table and the same roles told in full, with labelled fields, once each', async () => {
    const resume = await read(`RAVI MENON
Pune | +91 98 5550 1234 | ravi.menon@example.com

Career History
S.No | Organisation | Designation | Duration
1 | Sahyadri Data Services Pvt Ltd, Pune | Service Delivery Manager | Apr 2019 – Till date
2 | Konkan Infotech Ltd, Mumbai | Team Lead – Service Desk | Jun 2014 – Mar 2019

Professional Experience
1. Sahyadri Data Services Pvt Ltd, Pune
Designation: Service Delivery Manager
Duration: Apr 2019 – Till date
• Own delivery for three accounts and 90 engineers
• Cut repeat incidents by a third

2. Konkan Infotech Ltd, Mumbai
Designation: Team Lead – Service Desk
Duration: Jun 2014 – Mar 2019
• Led a 25-member service desk
`);
    const roles = rolesOf(resume);
    expect(roles).toHaveLength(2);
    expect(roles[0]?.[0]).toBe('Service Delivery Manager');
    expect(roles[0]?.[1]).toContain('Sahyadri Data Services Pvt Ltd');
    expect(roles[0]?.slice(2)).toEqual(['Apr 2019', 'Present']);
    expect(roles[1]?.[0]).toBe('Team Lead – Service Desk');
    expect(roles[1]?.[1]).toContain('Konkan Infotech Ltd');
    expect(resume.experience[0]?.bullets).toHaveLength(2);
  });

  it('takes a short capitalised line ending in a section word as its heading, without emphasis', async () => {
    const resume = await read(`Owain Rees
Swansea • 07700 555 0101 • owain.rees@example.net

Personal Statement
Network lead with twelve years in utilities.

Professional Journey
Network Manager, Gower Water Ltd, Swansea
2019 – present
• Ran a team of eight

Network Engineer, Neath Telecom plc, Neath
2012 – 2019
• Built the MPLS core

Core Skills
BGP • MPLS • Fortinet
`);
    expect(rolesOf(resume)).toEqual([
      ['Network Manager', 'Gower Water Ltd', '2019', 'Present'],
      ['Network Engineer', 'Neath Telecom plc', '2012', '2019'],
    ]);
  });

  it('parts the fields a leader of dots joins', async () => {
    const resume = await read(`KEMI ADEYEMI
Leeds * 0113 555 0177 * kemi.adeyemi@example.com

EMPLOYMENT
==========

Aire Fibre Ltd ................................. Mar '19 - present
Senior Network Engineer
Leeds
 - Built the aggregation layer for 20k homes

Wharfe Housing ................................. Aug 2016 - Feb 2019
Network Engineer
Otley
 - Replaced 40 branch routers
`);
    expect(rolesOf(resume)).toEqual([
      ['Senior Network Engineer', 'Aire Fibre Ltd', 'Mar 2019', 'Present'],
      ['Network Engineer', 'Wharfe Housing', 'Aug 2016', 'Feb 2019'],
    ]);
  });
});

describe('a LinkedIn profile pasted as text', () => {
  it('gives the titles under one employer its name, and reads neither "Full-time" nor a Skills note as a field', async () => {
    const resume = await read(`Tomas Ruiz-Halvorsen
Network Lead at Lakeshore Transit | CCNP
Duluth, Minnesota, United States
Contact info: tomas.rh@example.com · (218) 555-0143

Experience

Lakeshore Transit Authority
Full-time · 6 yrs 2 mos
Duluth, Minnesota, United States

Network Lead
Mar 2021 - Present · 3 yrs 1 mo
Hybrid
• Runs a team of four network engineers
• Replaced 60 depot switches with no service outage
Skills: Cisco · Network Design

Network Engineer
Feb 2018 - Feb 2021 · 3 yrs 1 mo
On-site
• Built the depot Wi-Fi for 300 buses
Skills: Wireless · Aruba

Systems Technician
Arrowhead Medical Clinics · Full-time
Jun 2014 - Jan 2018 · 3 yrs 8 mos
Hibbing, Minnesota, United States
• Supported 400 clinic users
`);
    expect(rolesOf(resume)).toEqual([
      ['Network Lead', 'Lakeshore Transit Authority', 'Mar 2021', 'Present'],
      ['Network Engineer', 'Lakeshore Transit Authority', 'Feb 2018', 'Feb 2021'],
      ['Systems Technician', 'Arrowhead Medical Clinics', 'Jun 2014', 'Jan 2018'],
    ]);
  });

  it('keeps a field of work after a title\'s comma in the title ("Head, IT Infrastructure")', async () => {
    const resume = await read(`ADA OKONKWO
Abuja | ada.okonkwo@example.com | +234 803 555 0147

WORK HISTORY
Sahel Microfinance Bank Ltd, Wuse, Abuja            2016 to date

   Head, IT Infrastructure (since 2020)
   • Leads 12 engineers across 40 branches

   Programme Manager, Digital Operations (2016 – 2020)
   • Ran the move of 30 branches to one ticketing system
`);
    expect(resume.experience.map((role) => role.title)).toEqual([
      'Head, IT Infrastructure',
      'Programme Manager, Digital Operations',
    ]);
  });
});

describe('a PDF with its dates in a margin column', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  }, 60_000);
  afterAll(() => browser?.close());

  it('reads each date with the title beside it and the employer and bullets under it', async () => {
    const row = (dates: string, title: string, employer: string, bullets: string[]) =>
      `<tr><td>${dates}</td><td><b>${title}</b><br>${employer}<ul>${bullets.map((b) => `<li>${b}</li>`).join('')}</ul></td></tr>`;
    const html = `<html><body style="font: 11pt Arial">
      <h1>Lena Hartmann</h1><p>Dresden · +49 351 555 0112 · lena.hartmann@example.org</p>
      <h2>Professional Experience</h2>
      <style>td { vertical-align: top }</style><table style="border-collapse: collapse"><colgroup><col style="width: 2in"><col></colgroup>
      ${row('since 04/2021', 'Platform Team Lead', 'Elbsand Energie AG, Dresden', ['Lead of six administrators', 'Moved 200 servers to a new data centre'])}
      ${row('09/2016 – 03/2021', 'Linux Administrator', 'Sachsenwerk Systems GmbH, Chemnitz', ['Ran 300 SLES servers', 'Set up monitoring with Icinga'])}
      ${row('08/2013 – 08/2016', 'IT Specialist Apprentice', 'Lausitz Rechenzentrum GmbH, Cottbus', ['Server and network administration'])}
      </table></body></html>`;
    const bytes = await printPdf(browser, html);
    const resume = (await parseResumeFile(bytes, 'pdf')).resume;
    expect(rolesOf(resume).map((role) => role.slice(0, 2))).toEqual([
      ['Platform Team Lead', 'Elbsand Energie AG'],
      ['Linux Administrator', 'Sachsenwerk Systems GmbH'],
      ['IT Specialist Apprentice', 'Lausitz Rechenzentrum GmbH'],
    ]);
    expect(resume.experience.map((role) => role.startDate)).toEqual(['04/2021', '09/2016', '08/2013']);
    expect(resume.experience.map((role) => role.bullets.length)).toEqual([2, 2, 1]);
  }, 60_000);

  it('knows plain headings people write in their own words: "work", "school", "certs", "contract history"', async () => {
    const resume = await read(`priya raman
platform engineer · leeds, uk · priya.r@example.org

work
----
Platform Engineer | Aireside Freight Ltd | 2021 – Present
  - Runs the build farm for 30 teams

Systems Engineer | Calder Print Works | 2017 – 2021
  - Kept 200 Linux hosts patched

CONTRACT HISTORY
Cloud Engineer | Kirkgate Water | 2015 – 2017
  - Moved file shares to object storage

school
------
BSc Computing, University of Wharfedale, 2015
`);
    expect(rolesOf(resume)).toEqual([
      ['Platform Engineer', 'Aireside Freight Ltd', '2021', 'Present'],
      ['Systems Engineer', 'Calder Print Works', '2017', '2021'],
      ['Cloud Engineer', 'Kirkgate Water', '2015', '2017'],
    ]);
    expect(resume.education.map((entry) => entry.school)).toEqual(['University of Wharfedale']);
  });

  it("takes a city after an employer's comma as its place, but keeps a name with commas whole", async () => {
    const resume = await read(`Ines Vollmer
Hamburg · ines.v@example.com

Experience
Nordhafen Logistik GmbH, Hamburg — Site Reliability Engineer
March 2021 – Present
• Runs the on-call rota

Quarry & Sons, Tiling and Stone — IT Administrator
June 2016 – February 2021
• Looked after 40 laptops
`);
    expect(rolesOf(resume)).toEqual([
      ['Site Reliability Engineer', 'Nordhafen Logistik GmbH', 'March 2021', 'Present'],
      ['IT Administrator', 'Quarry & Sons, Tiling and Stone', 'June 2016', 'February 2021'],
    ]);
    expect(resume.experience[0]?.location).toBe('Hamburg');
  });

  it('reads a contact line\'s town by its name ("Aarhus", "Plovdiv, Bulgarien"), but not a label such as "Mobile"', async () => {
    const withTown = await read(`Mila Dobreva
Plovdiv, Bulgarien · +359 2 555 0147 · mila.d@example.net

Experience
Systems Engineer | Vitosha Data EOOD | 2019 – Present
`);
    expect(withTown.location).toBe('Plovdiv, Bulgarien');
    const alone = await read(`Jens Holm
Aarhus · +45 55 50 12 34 · jens.holm@example.org

Experience
Network Engineer | Kattegat Net ApS | 2018 – Present
`);
    expect(alone.location).toBe('Aarhus');
    const withLabel = await read(`Tom Ashby
Mobile | 07700 900123 | tom.ashby@example.com

Experience
Systems Engineer | Fenland Data Ltd | 2019 – Present
`);
    expect(withLabel.location).toBe('');
  });

  it('reads years written with an apostrophe alone ("’19–’22", "’22–now") and "Title @ Company"', async () => {
    const resume = await read(`sam okoro
infra engineer · sam.o@example.com

work
----
Platform Engineer @ Lakeside Payments            ’22–now
  · owns the deploy pipeline

Systems Engineer @ Harbourline Hosting           ’19–’22
  · patched 300 servers a month
`);
    expect(rolesOf(resume)).toEqual([
      ['Platform Engineer', 'Lakeside Payments', '2022', 'Now'],
      ['Systems Engineer', 'Harbourline Hosting', '2019', '2022'],
    ]);
  });

  it('reads "(Employer, City - dates)" under a title, and the client\'s town after "Contract via … for …"', async () => {
    const resume = await read(`Diego Salas
Guadalajara · diego.salas@example.com

Experience
NETWORK ADMINISTRATOR
(Cementos Laguna S.A. de C.V., Torreón - Feb 2019 to present)
  - Runs 40 branch links

Cloud Engineer
Contract via Meridian Talent for Jalisco Water Board, Guadalajara | March 2016 – January 2019
  - Moved file servers to Azure
`);
    expect(rolesOf(resume)).toEqual([
      ['NETWORK ADMINISTRATOR', 'Cementos Laguna S.A. de C.V.', 'Feb 2019', 'Present'],
      ['Cloud Engineer', 'Jalisco Water Board', 'March 2016', 'January 2019'],
    ]);
  });

  it('takes no greeting, sign-off, country or town alone for the name', async () => {
    const emailed = await read(`Hi Jonas,

as promised, my CV is below.

Best regards

Freya Lund
freya.lund@example.com · +45 55 50 98 76

Experience
Network Engineer | Fjordnet A/S | 2019 – Present
`);
    expect(emailed.name).toBe('Freya Lund');
    const placed = await read(`Bulgaria
Mila Dobreva
mila.d@example.net · +359 2 555 0147

Experience
Systems Engineer | Vitosha Data EOOD | 2019 – Present
`);
    expect(placed.name).toBe('Mila Dobreva');
  });

  it('joins an end month left on the first line of a narrow date column with its year below', async () => {
    const resume = await read(`Petar Ivanov
petar.i@example.org · +359 2 555 0101

Experience
  Jun 2017 – Feb Systems Engineer, Maritsa Hosting OOD, Plovdiv
            2020 - Ran the OpenStack cloud
  Sep 2014 – May Linux Administrator, Rhodope Telecom AD, Smolyan
            2017 - Ran the mail servers
`);
    expect(rolesOf(resume).map((role) => [role[2], role[3]])).toEqual([
      ['Jun 2017', 'Feb 2020'],
      ['Sep 2014', 'May 2017'],
    ]);
    expect(resume.experience[0]?.title).toBe('Systems Engineer');
  });

  it('reads the roles of a resume quoted in an e-mail reply ("> " before every line)', async () => {
    const resume = await read(`Hi Ole,

my current role is below, and the rest of my CV from my earlier mail.

Experience
Network Engineer | Fjordnet A/S | 2019 – Present
- Runs the campus network

> On 2 Feb 2024, Freya Lund <freya.lund@example.com> wrote:
> Here is the earlier part of my CV:
>
> Network Technician | Aalborg Kabel ApS | 2015 – 2019
> - Spliced fibre for 300 homes
> IT Apprentice | Nordjylland Kommune | 2013 – 2015
> - First-line support
`);
    expect(rolesOf(resume).map((role) => [role[0], role[1]])).toEqual([
      ['Network Engineer', 'Fjordnet A/S'],
      ['Network Technician', 'Aalborg Kabel ApS'],
      ['IT Apprentice', 'Nordjylland Kommune'],
    ]);
  });
});
