import type { ParsedResume } from '../../src/shared/resume/parsed-resume';

/** A realistic base resume, different from the site content, for parser and engine tests. */
export const sampleResume: ParsedResume = {
  name: 'Jordan Rivera',
  email: 'jordan.rivera@example.com',
  phone: '(512) 555-0187',
  location: 'Austin, TX',
  linkedin: 'https://www.linkedin.com/in/jordan-rivera-example',
  summary:
    'IT operations leader with 14 years of experience running service desks, infrastructure and security programs for growing companies. Cut operating costs by 22% while raising availability to 99.95%.',
  experience: [
    {
      title: 'Director of IT Operations',
      company: 'Lakeshore Logistics',
      location: 'Austin, TX',
      startDate: 'March 2020',
      endDate: 'Present',
      bullets: [
        'Led a team of 18 engineers across service desk, network and endpoint management',
        'Rolled out Okta single sign-on and MFA to 42 applications in six months',
        'Cut IT operating costs by 22% by consolidating vendors and renegotiating contracts',
        'Introduced ITIL incident and change management with published SLAs',
      ],
    },
    {
      title: 'IT Manager',
      company: 'Pioneer Health Partners',
      location: 'Dallas, TX',
      startDate: 'June 2015',
      endDate: 'February 2020',
      bullets: [
        'Managed infrastructure for 12 clinics, including VMware, backups and disaster recovery',
        'Prepared the company for its first HIPAA audit with zero findings',
        'Migrated 900 mailboxes to Microsoft 365 over one weekend',
      ],
    },
    {
      title: 'Systems Administrator',
      company: 'Cedar Point Software',
      location: 'Remote',
      startDate: 'January 2011',
      endDate: 'May 2015',
      bullets: [
        'Administered Windows Server and Active Directory for 300 users',
        'Automated patching with PowerShell scripts',
      ],
    },
  ],
  education: [
    {
      degree: 'B.S. Information Systems',
      school: 'Texas State University',
      location: 'San Marcos, TX',
      graduationDate: 'May 2010',
      gpa: '3.6',
    },
  ],
  skills: [
    'IT Service Management',
    'Okta',
    'Microsoft 365',
    'VMware',
    'Disaster Recovery',
    'Vendor Management',
    'PowerShell',
  ],
  certifications: ['ITIL 4 Foundation', 'CompTIA Security+'],
  achievements: [
    'Raised availability of core systems to 99.95%',
    'Saved $480K a year through vendor consolidation',
  ],
};

/** The sample as a plain-text resume with typed bullets and heading styles an ATS would see. */
export function renderSampleText(resume: ParsedResume = sampleResume): string {
  const lines = [
    resume.name,
    `${resume.email} | ${resume.phone} | ${resume.location}`,
    resume.linkedin ?? '',
    '',
    'PROFESSIONAL SUMMARY',
    resume.summary,
    '',
    'WORK EXPERIENCE',
    ...resume.experience.flatMap((role) => [
      `${role.title} | ${role.company} | ${role.location} | ${role.startDate} - ${role.endDate}`,
      ...role.bullets.map((bullet) => `• ${bullet}`),
      '',
    ]),
    'EDUCATION',
    ...resume.education.flatMap((entry) => [
      `${entry.degree}, ${entry.school}, ${entry.location} (${entry.graduationDate})`,
      ...(entry.gpa ? [`GPA: ${entry.gpa}`] : []),
    ]),
    '',
    'SKILLS',
    resume.skills.join(', '),
    '',
    'CERTIFICATIONS',
    ...resume.certifications.map((item) => `- ${item}`),
    '',
    'KEY ACHIEVEMENTS',
    ...resume.achievements.map((item) => `- ${item}`),
  ];
  return lines.join('\n');
}

/**
 * The sample written as many real resumes are: finished roles still in the present tense and a
 * long summary, so Enhance has honest work to do.
 */
export const presentTenseSample: ParsedResume = {
  ...sampleResume,
  summary: `${sampleResume.summary} Known for calm incident response, clear executive communication and practical security programs. Builds teams that document everything, automate routine work and measure service quality every week. Brings a habit of vendor consolidation and contract negotiation to every budget cycle, with savings reinvested in resilience.`,
  experience: sampleResume.experience.map((role, index) =>
    index === 0
      ? role
      : {
          ...role,
          bullets: role.bullets.map((bullet) =>
            bullet
              .replace(/^Managed/, 'Manage')
              .replace(/^Prepared/, 'Prepare')
              .replace(/^Migrated/, 'Migrate')
              .replace(/^Administered/, 'Administer')
              .replace(/^Automated/, 'Automate'),
          ),
        },
  ),
};
