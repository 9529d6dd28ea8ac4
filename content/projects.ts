import type { Project } from './schema';

/** Only projects with press coverage carry articleUrl; their cards show "Click to read article". */
export const projects: Project[] = [
  {
    icon: 'building',
    title: 'Vancouver Corporate Center of Excellence',
    subtitle: 'Greenfield IT for a 50,000 sq ft regional hub',
    description:
      'Planned and delivered the complete technology build-out for a new 50,000 sq ft corporate center of excellence, from structured cabling and wireless to conference rooms and security systems.',
    metrics: [
      { value: '50,000', label: 'Sq Ft Facility' },
      { value: '99.9%', label: 'Uptime from Day One' },
      { value: 'On Time', label: 'Opening Date Met' },
    ],
    skills: [
      'Facilities IT',
      'Network Design',
      'AV & Collaboration',
      'Physical Security',
      'Vendor Management',
    ],
    details: {
      overview:
        'The company chose Vancouver for its next regional hub and needed the site ready for hundreds of employees on a fixed opening date. I led the IT program end to end: requirements, design, vendor selection, build, cut-over and handover to local support.',
      challenges: [
        'A fixed opening date with construction and IT work running in parallel',
        'Coordinating architects, landlord, cabling, AV and security vendors across borders',
        'Designing network and wireless capacity for a fast-growing headcount',
        'Meeting enterprise security standards for badge access, cameras and network segmentation',
      ],
      outcomes: [
        'Opened on schedule with every floor, meeting room and network service ready',
        'Achieved 99.9% uptime from the first day of operation',
        'Delivered a reusable office build-out playbook for future sites',
        'Established local IT support with clear service levels',
      ],
    },
    articleUrl: 'https://www.example.com/news/vancouver-center-of-excellence',
  },
  {
    icon: 'boxes',
    title: 'IT Asset Management System Implementation',
    subtitle: 'Full lifecycle visibility for $5M+ in assets',
    description:
      'Replaced spreadsheets with an IT asset management system that tracks every device and license from purchase to retirement, tied into procurement, onboarding and offboarding.',
    metrics: [
      { value: '$5M+', label: 'Assets Managed' },
      { value: '100%', label: 'Devices Tracked' },
      { value: '4', label: 'Global Offices' },
    ],
    skills: ['IT Asset Management', 'Process Design', 'ITSM Integration', 'Procurement', 'Data Quality'],
    details: {
      overview:
        'Rapid hiring had left hardware and software scattered across offices with no reliable record of who had what. I led the selection and rollout of an asset management system and redesigned the processes around it.',
      challenges: [
        'No single source of truth for hardware, software or ownership',
        'Inconsistent procurement and receiving practices across offices',
        'Lost or unreturned equipment when employees left',
        'Audit and insurance requests that took days to answer',
      ],
      outcomes: [
        'Brought $5M+ in hardware and software assets under lifecycle management',
        'Automated asset assignment and recovery through onboarding and offboarding workflows',
        'Reduced unreturned equipment and avoided unnecessary purchases',
        'Answered audit and insurance requests in minutes instead of days',
      ],
    },
  },
  {
    icon: 'target',
    title: 'OKR-Based Operational Transformation',
    subtitle: 'Measurable goals for a global IT organization',
    description:
      'Introduced Objectives and Key Results across the IT operations organization, linking daily work to company goals and making progress visible to leadership every week.',
    metrics: [
      { value: '30%', label: 'Productivity Increase' },
      { value: '20%', label: 'Efficiency Gain' },
      { value: 'Quarterly', label: 'Planning Cadence' },
    ],
    skills: ['OKRs', 'Operational Excellence', 'Change Management', 'Metrics & Reporting', 'Team Leadership'],
    details: {
      overview:
        'IT operations teams in several regions worked from separate ticket queues and priorities. I introduced quarterly OKRs, shared dashboards and a weekly review rhythm so every team knew what mattered and could show its impact.',
      challenges: [
        'Regional teams with different priorities and ways of working',
        'Work measured by ticket volume rather than business outcomes',
        'Limited visibility for leadership into IT progress and capacity',
        'Skepticism that goal frameworks would add overhead',
      ],
      outcomes: [
        'Raised team productivity by 30% within the first year',
        'Improved operational efficiency by 20% through automation and standard work',
        'Gave leadership a single weekly view of IT goals and progress',
        'Built a planning habit the teams kept after the initial rollout',
      ],
    },
    articleUrl: 'https://www.example.com/news/okr-operational-transformation',
  },
  {
    icon: 'piggy-bank',
    title: 'Strategic Cost Optimization Program',
    subtitle: '$1.5M annual OpEx reduction without service cuts',
    description:
      'A company-wide review of IT spend that removed waste, renegotiated contracts and reclaimed unused licenses while keeping service quality and security intact.',
    metrics: [
      { value: '$1.5M', label: 'Annual OpEx Reduction' },
      { value: '$70K', label: 'Monthly SaaS Savings' },
      { value: '99.9%', label: 'Uptime Maintained' },
    ],
    skills: [
      'Cost Optimization',
      'Vendor Negotiation',
      'SaaS Management',
      'Financial Planning',
      'Stakeholder Alignment',
    ],
    details: {
      overview:
        'With growth slowing, leadership asked IT to reduce operating expense without hurting productivity. I led a structured review of every contract, subscription and service, and delivered savings in phases so the business saw results early.',
      challenges: [
        'Hundreds of SaaS subscriptions purchased by individual teams',
        'Multi-year contracts with unfavorable renewal terms',
        'Protecting service levels and security controls while reducing spend',
        'Winning support from department heads who owned their own tools',
      ],
      outcomes: [
        'Cut IT operating expense by $1.5M annually',
        'Saved $70K per month by reclaiming unused licenses and consolidating tools',
        'Renegotiated key vendor contracts with better terms and service credits',
        'Maintained 99.9% uptime throughout the program',
      ],
    },
  },
  {
    icon: 'git-merge',
    title: 'Citrix M&A Integration Leadership',
    subtitle: 'IT integration following a $2.25B acquisition',
    description:
      'Led the IT workstream that integrated a fast-growing software company into Citrix after a $2.25B acquisition, covering identity, devices, networks, applications and support.',
    metrics: [
      { value: '$2.25B', label: 'Acquisition Value' },
      { value: '99.9%', label: 'Uptime During Integration' },
      { value: 'Zero', label: 'Business Disruption' },
    ],
    skills: [
      'M&A Integration',
      'Identity Migration',
      'Program Management',
      'Security Alignment',
      'Change Management',
    ],
    details: {
      overview:
        'The acquisition brought a cloud-native company into a large enterprise with its own standards and security requirements. I planned and led the IT integration so employees kept working without interruption while systems, access and policies moved to the parent company.',
      challenges: [
        'Aligning startup practices with enterprise security and compliance standards',
        'Migrating identities, devices and applications without downtime',
        'Coordinating dozens of stakeholders across both companies and time zones',
        'Keeping employees productive and informed through constant change',
      ],
      outcomes: [
        'Completed integration milestones on schedule with 99.9% uptime',
        'Moved the workforce to parent-company identity and workspace services',
        'Closed security gaps identified during due diligence',
        'Produced an integration playbook reused for later acquisitions',
      ],
    },
    articleUrl: 'https://www.example.com/news/citrix-acquisition-integration',
  },
  {
    icon: 'headset',
    title: 'Oracle Service Cloud CRM Implementation',
    subtitle: 'A modern support platform for a global player base',
    description:
      'Implemented Oracle Service Cloud for a game studio’s player support organization, bringing email, web forms, knowledge base and reporting into one platform.',
    metrics: [
      { value: '35%', label: 'Faster Resolution' },
      { value: '1', label: 'Unified Support Platform' },
      { value: '24/7', label: 'Self-Service Knowledge Base' },
    ],
    skills: [
      'Oracle Service Cloud',
      'CRM Implementation',
      'Process Design',
      'Knowledge Management',
      'Vendor Management',
    ],
    details: {
      overview:
        'Player support ran on shared inboxes and spreadsheets that could not keep up with game launches. I led the selection and implementation of Oracle Service Cloud, redesigned support workflows and trained the team for launch-day volume.',
      challenges: [
        'Launch-day spikes in player contacts overwhelming shared inboxes',
        'No reporting on volume, response time or common issues',
        'Knowledge scattered across documents and individual agents',
        'A tight timeline tied to the next major game release',
      ],
      outcomes: [
        'Resolved player issues 35% faster with routing and templated answers',
        'Launched a self-service knowledge base that deflected common questions',
        'Gave leadership real-time reporting on support volume and trends',
        'Went live ahead of the next major game launch',
      ],
    },
  },
];
