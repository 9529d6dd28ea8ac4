import { describe, expect, it } from 'vitest';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';

/**
 * Resumes kept as data and saved as text: a YAML source for a CV renderer (comments, quoting,
 * "sections" nested under the person) and a JSON Resume file (the employer under "name", dates as
 * ISO days, certificates with their issuer). Every key says what its value is, so every role,
 * skill and certificate is read whole.
 */
const YAML_CV = `# CV source, render with the CLI
cv:
  name: Brannock Ellery-Voss
  location: Duluth, MN
  email: b.ellery@example.com
  phone: +1 218 555 0164
  social_networks:
    - network: GitHub
      username: bellery
  sections:
    summary:
      - Storage engineer who keeps
        backups boring.
    experience:
      - company: Lakehead Freight Cooperative
        position: Storage Engineer
        location: Duluth
        start_date: 2020-03
        end_date: present
        highlights:
          - Moved 400 TB of archives to object storage
          - 'Wrote the restore drills: quarterly, timed'
      # older one, trim later
      - company: Arrowhead Clinics
        position: Systems Administrator
        start_date: 2016-08
        end_date: 2020-02
        highlights:
          - Ran 120 Windows servers
    certifications:
      - bullet: NetApp Certified Data Administrator, 2021
    technologies:
      - label: Storage
        details: NetApp ONTAP, MinIO, Ceph
`;

const JSON_RESUME = JSON.stringify(
  {
    basics: {
      name: 'Odalys Prewitt-Kane',
      email: 'odalys@example.org',
      phone: '+1 505 555 0137',
      location: { city: 'Santa Fe', region: 'NM', countryCode: 'US' },
      profiles: [{ network: 'LinkedIn', username: 'oprewitt' }],
    },
    work: [
      {
        name: 'Mesa Verde Credit Union',
        position: 'Network Lead',
        startDate: '2019-05-01',
        highlights: ['Rebuilt the branch WAN on SD-WAN', 'Cut outages by half'],
      },
      {
        name: 'Galisteo Schools',
        position: 'Network Technician',
        startDate: '2015-09-01',
        endDate: '2019-04-30',
        summary: 'Looked after 30 school sites.',
      },
    ],
    certificates: [{ name: 'Cisco CCNP Enterprise', issuer: 'Cisco', date: '2020-06-01' }],
    skills: [{ name: 'Networking', keywords: ['BGP', 'OSPF'] }],
  },
  null,
  2,
);

const read = async (text: string) => (await parseResumeFile(Buffer.from(text), 'txt')).resume;

describe('a resume kept as data in a text file', () => {
  it('reads a renderer YAML source: contact, every role with its dates, skills and certificates', async () => {
    const resume = await read(YAML_CV);
    expect(resume.name).toBe('Brannock Ellery-Voss');
    expect(resume.email).toBe('b.ellery@example.com');
    expect(resume.location).toBe('Duluth, MN');
    expect(resume.summary).toBe('Storage engineer who keeps backups boring.');
    expect(resume.experience.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual(
      [
        ['Storage Engineer', 'Lakehead Freight Cooperative', 'Mar 2020', 'Present'],
        ['Systems Administrator', 'Arrowhead Clinics', 'Aug 2016', 'Feb 2020'],
      ],
    );
    expect(resume.experience[0]?.bullets).toEqual([
      'Moved 400 TB of archives to object storage',
      'Wrote the restore drills: quarterly, timed',
    ]);
    expect(resume.skills).toEqual(expect.arrayContaining(['NetApp ONTAP', 'MinIO', 'Ceph']));
    expect(resume.certifications).toEqual(['NetApp Certified Data Administrator']);
    expect(JSON.stringify(resume)).not.toMatch(/username|social_networks|trim later/);
  });

  it('reads a JSON Resume file: the employer under "name", an open role as current, certificates apart from their issuer', async () => {
    const resume = await read(JSON_RESUME);
    expect(resume.name).toBe('Odalys Prewitt-Kane');
    expect(resume.phone).toBe('+1 505 555 0137');
    expect(resume.location).toBe('Santa Fe, NM');
    expect(resume.experience.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual(
      [
        ['Network Lead', 'Mesa Verde Credit Union', 'May 2019', 'Present'],
        ['Network Technician', 'Galisteo Schools', 'Sep 2015', 'Apr 2019'],
      ],
    );
    expect(resume.experience[1]?.bullets).toEqual(['Looked after 30 school sites.']);
    expect(resume.certifications).toEqual(['Cisco CCNP Enterprise']);
    expect(resume.skills).toEqual(expect.arrayContaining(['BGP', 'OSPF']));
  });

  it('leaves a plain resume written with "Label: value" lines and dashes to the text reader', async () => {
    const plain = [
      'Name: Tamsin Oakhurst',
      'Email: tamsin@example.net',
      'Phone: 555 0101',
      'Experience:',
      '- Help Desk Lead, Corrib Mills, 2018 - 2022',
      '- Answered 40 tickets a day',
      'Skills:',
      '- Windows',
      '- Active Directory',
    ].join('\n');
    const resume = await read(plain);
    expect(resume.email).toBe('tamsin@example.net');
    expect(resume.experience[0]?.company).toBe('Corrib Mills');
  });
});
