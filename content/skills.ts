import type { SkillCategory } from './schema';

export const skillCategories: SkillCategory[] = [
  {
    icon: 'users',
    title: 'Leadership & Strategy',
    skills: [
      'IT Strategy & Roadmapping',
      'Security Program Leadership',
      'Security Maturity Models',
      'M&A IT Due Diligence & Integration',
      'Budget Ownership & Cost Optimization',
      'OKR Design & Execution',
      'Team Building & Talent Development',
      'Vendor & Contract Negotiation',
      'Executive Stakeholder Communication',
      'Change Management',
      'Risk Management & Governance',
      'Global Operations Leadership',
    ],
    details: {
      description:
        'Fifteen years of turning technology into business results: building teams, setting strategy with executives, and measuring every program against cost, risk and employee experience.',
      highlights: [
        'Led 50+ projects delivering more than $10M in cumulative cost savings',
        'Cut operating expense by $1.5M annually through a strategic cost optimization program',
        'Led IT integration for a $2.25B acquisition by Citrix',
        'Raised team productivity by 30% and efficiency by 20% with OKR-based planning',
      ],
    },
  },
  {
    icon: 'server',
    title: 'Technical & Operational Expertise',
    skills: [
      'Global IT Operations',
      'Identity & Access Management (SSO, MFA)',
      'Endpoint & Mobile Device Management',
      'Cloud Productivity Suites',
      'Network & Wireless Infrastructure',
      'Corporate Facilities IT & AV',
      'IT Asset Management',
      'ITSM & Service Desk Operations',
      'Digital Workspace & Virtual Desktops',
      'SaaS Management & License Optimization',
      'Business Continuity & Disaster Recovery',
      'CRM Platforms (Oracle Service Cloud)',
    ],
    details: {
      description:
        'Hands-on depth across the systems that keep a distributed company running, from office networks and devices to identity, service management and business continuity.',
      highlights: [
        'Maintained 99.9% uptime for corporate systems across multiple regions',
        'Built IT infrastructure for a 50,000 sq ft corporate center of excellence',
        'Implemented asset management covering $5M+ in hardware and software',
        'Saved $70K per month through SaaS license reclamation and renegotiation',
      ],
    },
  },
  {
    icon: 'graduation-cap',
    title: 'Education & Certifications',
    skills: [
      { text: 'MBA (expected January 2027)', link: 'https://www.example.edu/mba' },
      {
        text: 'CISSP: Certified Information Systems Security Professional (ISC2)',
        link: 'https://www.isc2.org/certifications/cissp',
      },
      { text: 'CMNO Certification', link: 'https://www.example.com/credentials/cmno' },
    ],
    details: {
      description:
        'Formal security credentials and business education that back practical experience with recognized standards and strategic grounding.',
      highlights: [
        'CISSP: security and risk management across eight domains',
        'CMNO certification complementing hands-on operations leadership',
        'MBA in progress, expected January 2027, focused on strategy and finance',
      ],
    },
  },
];
