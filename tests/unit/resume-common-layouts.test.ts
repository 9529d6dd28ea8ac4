import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { trailingPlace } from '../../src/server/resume/parse/assemble/header-places';
import { detectResumeFile, parseResumeFile } from '../../src/server/resume/parse/parse-file';
import { parseText } from '../helpers/parse-text';
import { roleRows } from '../helpers/role-rows';

/**
 * Layouts ordinary resumes use that the reader missed, each written here as an invented example:
 * a LaTeX CV with its dates right-aligned in a margin, an employer's town it does not know, an
 * academic CV's appointments, a job portal's labelled skills, a slash-parted skills list and a
 * contractor's agency named between title and client.
 */

/** A page set as a LaTeX CV sets it: dates right-aligned against the text column, bullets with a glyph. */
async function latexStylePdf(): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: 40 });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  pdf.font('Helvetica').fontSize(28).text('Rhiannon Vale', 45, 50);
  pdf.fontSize(9).text('rhiannon.vale@example.com', 400, 60).text('+44 29 2055 0177', 400, 72);
  const entry = (y: number, dates: string, header: string, bullets: string[]) => {
    const width = pdf.widthOfString(dates);
    pdf
      .font('Helvetica')
      .fontSize(9)
      .text(dates, 145 - width, y, { lineBreak: false });
    pdf.font('Helvetica-Bold').text(header, 153, y, { lineBreak: false });
    for (const [index, bullet] of bullets.entries()) {
      pdf
        .font('Helvetica')
        .fontSize(8.5)
        .text(`•  ${bullet}`, 157, y + 13 + index * 11, { lineBreak: false });
    }
  };
  pdf.font('Helvetica').fontSize(14).text('Experience', 153, 130);
  entry(155, '2020–Present', 'Lead Systems Engineer, Tarrenbrook Water Services, Swansea.', [
    'Ran the telemetry network for 300 pumping stations',
    'Moved the control room onto a segregated network',
  ]);
  entry(195, '2015–2020', 'Systems Engineer, Ardmoor Data Ltd, Bridgend.', [
    'Built the first two data halls',
  ]);
  entry(225, '2012–2015', 'IT Technician, Glanffrwd College, Merthyr Tydfil.', []);
  pdf.font('Helvetica').fontSize(14).text('Education', 153, 260);
  pdf
    .fontSize(9)
    .text('2009–2012', 100, 285, { lineBreak: false })
    .text('BSc Computing, Caerwent University.', 153, 285);
  pdf.end();
  return done;
}

describe('a LaTeX CV: dates right-aligned in a margin, each entry closed by a full stop', () => {
  it('reads every entry as a role with its title and employer', async () => {
    const bytes = await latexStylePdf();
    const { resume } = await parseResumeFile(bytes, await detectResumeFile(bytes, 'cv.pdf'));
    expect(roleRows(resume)).toEqual([
      ['Lead Systems Engineer', 'Tarrenbrook Water Services', '2020', 'Present', 2],
      ['Systems Engineer', 'Ardmoor Data Ltd', '2015', '2020', 1],
      ['IT Technician', 'Glanffrwd College', '2012', '2015', 0],
    ]);
  });
});

describe("an employer's town the reader does not know, after its comma", () => {
  it('is parted from the name when the name reads as an employer', () => {
    expect(trailingPlace('Pinecrest Freight Group, Eagle Ridge QLD')).toEqual([
      'Pinecrest Freight Group',
      'Eagle Ridge QLD',
    ]);
    expect(trailingPlace('Marlow & Finch, Kettleby')).toEqual(['Marlow & Finch', 'Kettleby']);
    expect(trailingPlace('Halden Data Sdn. Bhd., Batu Lintang, Sarawak')).toEqual([
      'Halden Data Sdn. Bhd.',
      'Batu Lintang, Sarawak',
    ]);
    expect(trailingPlace('Kestrel Lojistik A.Ş., Gebze')).toEqual(['Kestrel Lojistik A.Ş.', 'Gebze']);
  });

  it('but a unit of the employer, a title and a legal form stay where they are', () => {
    expect(trailingPlace('Ridgeway University, ICT Service Desk')).toEqual([
      'Ridgeway University, ICT Service Desk',
    ]);
    expect(trailingPlace('Head, IT Infrastructure')).toEqual(['Head, IT Infrastructure']);
    expect(trailingPlace('Orla Systems, Inc.')).toEqual(['Orla Systems, Inc.']);
    expect(trailingPlace('Network Operations Centre, Kestrel Telecom AD, Varna')).toEqual([
      'Network Operations Centre, Kestrel Telecom AD',
      'Varna',
    ]);
  });

  it('and the title on the line under it stays the title', async () => {
    const resume = await parseText(`Tamsin Okafor
tamsin.okafor@example.com

EXPERIENCE

Pinecrest Freight Group, Eagle Ridge QLD                       2018 - 2022
Systems Administrator
    - Ran the Windows estate for 400 staff

Marlow & Finch, Kettleby                                       2015 - 2018
Office IT Coordinator
    - Looked after laptops and the phone system
`);
    expect(roleRows(resume)).toEqual([
      ['Systems Administrator', 'Pinecrest Freight Group', '2018', '2022', 1],
      ['Office IT Coordinator', 'Marlow & Finch', '2015', '2018', 1],
    ]);
  });
});

describe("an academic CV's appointments", () => {
  it('are its experience, and the department between title and university is neither', async () => {
    const resume = await parseText(`Dr Ana Whitlock
ana.whitlock@example.com

ACADEMIC APPOINTMENTS

2019–present  Associate Professor of Hydrology, School of Earth Sciences, Tasman University
              - Teach EART 210 Catchment Hydrology (140 students) and EART 415
              - Lead the Braided Rivers Lab (3 postdocs)
2014–2019     Lecturer, Department of Geography, Tasman University
              - Designed the field course EART 330
2011–2014     Research Fellow, Kauri Coast Research Institute, Whangarei
`);
    expect(roleRows(resume)).toEqual([
      ['Associate Professor of Hydrology', 'Tasman University', '2019', 'Present', 2],
      ['Lecturer', 'Tasman University', '2014', '2019', 1],
      ['Research Fellow', 'Kauri Coast Research Institute', '2011', '2014', 0],
    ]);
  });
});

describe('skills written as a job portal and a plain-text writer write them', () => {
  it('"Key Skills : …" among the contact lines joins the skills', async () => {
    const resume = await parseText(`Vikram Sethi
vikram.sethi@example.com | +91 98455 50123
Key Skills : Ansible, Nagios, Kafka, Redis

EXPERIENCE
Site Reliability Engineer, Konkan Payments Pvt. Ltd., 2019 - Present
- Kept the ledger services up
`);
    expect(resume.skills).toEqual(['Ansible', 'Nagios', 'Kafka', 'Redis']);
  });

  it('a list parted by spaced slashes, wrapped over two lines, is one list of names', async () => {
    const resume = await parseText(`Imogen Hart
imogen.hart@example.com

SKILLS

Azure / Bicep / PowerShell / Intune / Defender for Endpoint / Azure DevOps
Pipelines / Grafana / Sentinel / KQL / Windows Server / CI/CD

EXPERIENCE
Cloud Engineer, Fenwick Mutual, 2020 - Present
- Built the landing zone
`);
    expect(resume.skills).toEqual([
      'Azure',
      'Bicep',
      'PowerShell',
      'Intune',
      'Defender for Endpoint',
      'Azure DevOps Pipelines',
      'Grafana',
      'Sentinel',
      'KQL',
      'Windows Server',
      'CI/CD',
    ]);
  });

  it('while a slash beside bullets pairs two names and parts nothing', async () => {
    const resume = await parseText(`Imogen Hart
imogen.hart@example.com

SKILLS
Triage · Wound care / NPWT · Bilingual (English / French)

EXPERIENCE
Staff Nurse, Fenwick General Hospital, 2020 - Present
- Cared for 6 patients a shift
`);
    expect(resume.skills).toEqual(['Triage', 'Wound care / NPWT', 'Bilingual (English / French)']);
  });
});

describe("a contractor's header naming the agency", () => {
  it('gives the title and the client, not the agency', async () => {
    const resume = await parseText(`Priyanka Dass
priyanka.dass@example.com

CONTRACT HISTORY

Mar 2022 – Present
Platform Engineer (Contract) – via Larkfield Technical Recruitment at Severn Building Society
  - Moved 30 services onto the new Kubernetes platform
`);
    expect(roleRows(resume)).toEqual([
      ['Platform Engineer (Contract)', 'Severn Building Society', 'Mar 2022', 'Present', 1],
    ]);
  });
});
