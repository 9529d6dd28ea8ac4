import fc from 'fast-check';
import type { ExperienceEntry, ParsedResume } from '../../src/shared/resume/parsed-resume';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const NAMES = [
  'Avery Chen',
  'Morgan Patel',
  'Riley Okafor',
  'Jamie Lindqvist',
  'Casey Moreno',
  'Devon Price',
];
const COMPANIES = [
  'Northwind Traders',
  'Contoso Health',
  'Fabrikam Logistics',
  'Tailspin Toys',
  'Litware Inc',
  'Adventure Works',
  'Proseware Labs',
  'Wide World Importers',
  'Woodgrove Bank',
  'Blue Yonder Airlines',
];
const TITLES = [
  'Director of IT Operations',
  'IT Manager',
  'Systems Administrator',
  'Security Engineer',
  'Head of IT',
  'Network Engineer',
  'Service Desk Lead',
  'VP of Infrastructure',
  'IT Operations Analyst',
  'Chief Information Security Officer',
];
const PLACES = ['Austin, TX', 'Seattle, WA', 'Remote', 'Denver, CO', 'Boston, MA', 'Toronto, ON'];
const VERBS = [
  'Led',
  'Managed',
  'Implemented',
  'Migrated',
  'Built',
  'Negotiated',
  'Automated',
  'Rolled out',
  'Introduced',
  'Ran',
];
const OBJECTS = [
  'the service desk for 400 users',
  'Okta single sign-on and MFA across 30 applications',
  'a SIEM on Splunk with on-call alerting',
  'ITIL incident and change management',
  'vendor contracts worth $2M a year',
  'the move of 12 offices to SD-WAN',
  'backups and disaster recovery for 3 data centers',
  'quarterly access reviews for SOX',
  'a team of 9 engineers across two time zones',
  'patch management with Intune for 1,200 laptops',
  'the Microsoft 365 migration of 800 mailboxes',
  'AWS cost optimization',
];
const RESULTS = [
  '',
  ', cutting costs by 18%',
  ' within six months',
  ', raising uptime to 99.9%',
  ' ahead of the SOC 2 audit',
  ' with zero downtime',
];
const SKILLS = [
  'ITIL',
  'ServiceNow',
  'Okta',
  'Microsoft 365',
  'Azure',
  'AWS',
  'VMware',
  'Jamf',
  'Splunk',
  'Python',
  'Vendor Management',
  'Budgeting',
  'Incident Response',
  'Network Security',
  'Active Directory',
];
const CERTIFICATIONS = ['CISSP', 'ITIL 4 Foundation', 'CCNA', 'PMP', 'CompTIA Security+'];
const ACHIEVEMENTS = [
  'Cut IT spend by $1.2M in one year',
  'Raised customer satisfaction to 94%',
  'Passed three audits with no findings',
  'Opened 4 offices on schedule',
];

const bulletArbitrary = fc
  .tuple(fc.constantFrom(...VERBS), fc.constantFrom(...OBJECTS), fc.constantFrom(...RESULTS))
  .map(([verb, object, result]) => `${verb} ${object}${result}`);

/** Roles newest first with consistent month-year dates; the first may still be current. */
const rolesArbitrary = fc
  .array(
    fc.record({
      title: fc.constantFrom(...TITLES),
      company: fc.constantFrom(...COMPANIES),
      location: fc.constantFrom(...PLACES),
      months: fc.integer({ min: 8, max: 60 }),
      bullets: fc.uniqueArray(bulletArbitrary, { minLength: 1, maxLength: 7 }),
    }),
    { minLength: 1, maxLength: 5 },
  )
  .chain((roles) =>
    fc.boolean().map((isCurrent): ExperienceEntry[] => {
      let end = 2025 * 12 + 2;
      return roles.map((role, index) => {
        const start = end - role.months;
        const entry: ExperienceEntry = {
          title: role.title,
          company: role.company,
          location: role.location,
          startDate: `${MONTHS[start % 12]} ${Math.floor(start / 12)}`,
          endDate: index === 0 && isCurrent ? 'Present' : `${MONTHS[end % 12]} ${Math.floor(end / 12)}`,
          bullets: role.bullets,
        };
        end = start - 1;
        return entry;
      });
    }),
  );

/** Realistic random resumes for property tests: parsing round trips, tailoring, enhancement. */
export const resumeArbitrary: fc.Arbitrary<ParsedResume> = fc
  .record({
    name: fc.constantFrom(...NAMES),
    experience: rolesArbitrary,
    skills: fc.uniqueArray(fc.constantFrom(...SKILLS), { minLength: 3, maxLength: 12 }),
    certifications: fc.uniqueArray(fc.constantFrom(...CERTIFICATIONS), { maxLength: 3 }),
    achievements: fc.uniqueArray(fc.constantFrom(...ACHIEVEMENTS), { maxLength: 3 }),
    years: fc.integer({ min: 5, max: 25 }),
  })
  .map(({ name, experience, skills, certifications, achievements, years }) => ({
    name,
    email: `${name.toLowerCase().replace(' ', '.')}@example.com`,
    phone: '(206) 555-0110',
    location: 'Seattle, WA',
    summary: `${experience[0]?.title ?? 'IT leader'} with ${years} years in IT operations and security. Known for calm incident response and measurable service improvements.`,
    experience,
    education: [
      {
        degree: 'B.S. Computer Science',
        school: 'University of Washington',
        location: 'Seattle, WA',
        graduationDate: 'June 2004',
      },
    ],
    skills,
    certifications,
    achievements,
  }));
