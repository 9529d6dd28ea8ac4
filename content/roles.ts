import type { Role } from './schema';

/** Newest first, by when each role ended. The experience panel shows only the first five responsibilities of each role. */
export const roles: Role[] = [
  {
    period: 'May 2024 - Present',
    title: 'IT Consultant',
    company: 'Pacific Crest Logistics',
    companyUrl: 'https://www.example.com/pacific-crest-logistics',
    location: 'San Diego, CA (Hybrid)',
    skills: [
      'IT Strategy',
      'Security Assessments',
      'Cloud Cost Optimization',
      'Vendor Management',
      'Identity & Access Management',
    ],
    details: {
      description:
        'Engaged as a senior IT consultant to stabilize operations and raise the security posture of a growing regional logistics company. Work spans an infrastructure and security assessment, a prioritized roadmap and hands-on leadership of the first remediation projects.',
      achievements: [
        'Delivered a security maturity assessment against the NIST Cybersecurity Framework and a 12-month roadmap adopted by the executive team',
        'Consolidated overlapping SaaS subscriptions and right-sized cloud resources within the first 90 days',
        'Rolled out single sign-on and multi-factor authentication to every business application within one quarter',
        'Introduced monitoring and change control for core warehouse and dispatch systems',
      ],
      responsibilities: [
        'Assess infrastructure, security controls and IT processes against business priorities',
        'Build and present the IT and security roadmap to the CEO and operations leadership',
        'Lead remediation projects for identity, endpoint management and backup',
        'Negotiate vendor contracts and rationalize the software portfolio',
        'Coach the internal IT team on service management and incident response',
        'Define operating metrics and a monthly reporting rhythm for leadership',
      ],
    },
  },
  {
    period: 'September 2023 - Present',
    title: 'Founder',
    company: 'Meridian Ridge Technology Advisors',
    companyUrl: 'https://www.example.com/meridian-ridge',
    location: 'San Diego, CA',
    skills: [
      'Fractional IT Leadership',
      'Security Maturity Models',
      'M&A Due Diligence',
      'Business Development',
      'Digital Transformation',
    ],
    details: {
      description:
        'Founded a boutique consultancy that gives startups and mid-sized companies senior IT operations and security leadership without a full-time executive hire. Engagements cover fractional IT leadership, security maturity programs and technology due diligence for acquisitions.',
      achievements: [
        'Built a client base across software, logistics and professional services through referrals and advisory work',
        'Created a repeatable security maturity assessment that turns findings into a costed, prioritized plan',
        'Led technology due diligence for acquisitions, surfacing integration risks and cost before signing',
        'Helped clients prepare for SOC 2 audits with policies, controls and evidence collection in place',
      ],
      responsibilities: [
        'Run the practice: positioning, proposals, contracts and client relationships',
        'Serve as fractional head of IT and security for client companies',
        'Design IT operating models, budgets and hiring plans for growing teams',
        'Perform M&A technology due diligence and integration planning',
        'Deliver security maturity assessments and remediation roadmaps',
        'Build a partner network of specialists for delivery at scale',
      ],
    },
  },
  {
    period: 'May 2020 - January 2024',
    title: 'Strategic Advisor',
    company: 'Launchpoint Startup Studio',
    companyUrl: 'https://www.example.com/launchpoint',
    location: 'Remote',
    skills: [
      'Startup Advisory',
      'IT Foundations',
      'Security Readiness',
      'Remote Work Enablement',
      'Budget Planning',
    ],
    details: {
      description:
        'Advised early-stage founders in a startup studio on building IT and security foundations that scale with headcount. The role ran alongside full-time leadership positions and focused on decisions that are expensive to reverse later.',
      achievements: [
        'Advised more than a dozen portfolio startups on identity, device management and data protection from day one',
        'Designed a remote-first IT starter kit that cut new-company setup time from weeks to days',
        'Guided three portfolio companies through their first customer security questionnaires and audits',
      ],
      responsibilities: [
        'Review founders’ technology plans and budgets before major commitments',
        'Recommend IT and security tooling sized to each company’s stage',
        'Mentor first IT hires and operations leads',
        'Prepare startups for enterprise customer security reviews',
        'Share playbooks for onboarding, offboarding and remote work',
      ],
    },
  },
  {
    period: 'March 2022 - June 2023',
    title: 'Sr. IT-Ops Manager',
    company: 'Brightline Software',
    companyUrl: 'https://www.example.com/brightline-software',
    location: 'San Diego, CA',
    skills: [
      'Global IT Operations',
      'OKRs',
      'Cost Optimization',
      'Team Leadership',
      'ITSM',
      'SaaS Management',
    ],
    details: {
      description:
        'Led global IT operations for a collaborative work-management software company with offices across North America and Europe. Owned the service desk, corporate infrastructure, end-user computing and the IT budget.',
      achievements: [
        'Introduced OKR-based planning that raised team productivity by 30% and operational efficiency by 20%',
        'Led a strategic cost optimization program that cut operating expense by $1.5M annually',
        'Reclaimed unused SaaS licenses and renegotiated contracts, saving $70K per month',
        'Maintained 99.9% uptime for corporate systems across all regions',
      ],
      responsibilities: [
        'Lead regional IT operations teams and their managers across time zones',
        'Own the IT operating budget, forecasting and vendor contracts',
        'Set quarterly OKRs and report progress to executive leadership',
        'Run the service desk, incident and problem management processes',
        'Partner with security on access reviews, patching and audit evidence',
        'Plan capacity and infrastructure for office openings and headcount growth',
        'Hire, coach and develop IT staff and team leads',
      ],
    },
  },
  {
    period: 'July 2021 - March 2022',
    title: 'Manager II - Workspace Services Architecture',
    company: 'Brightline Software, a Citrix company',
    companyUrl: 'https://www.example.com/brightline-software',
    location: 'San Diego, CA',
    skills: [
      'Workspace Architecture',
      'Virtual Desktops',
      'Identity Integration',
      'M&A Integration',
      'Enterprise Architecture',
    ],
    details: {
      description:
        'After the $2.25B acquisition by Citrix, moved into the parent company’s workspace services architecture group to design how the acquired business would run on enterprise workspace services. Bridged the acquired company’s startup practices and the parent’s enterprise standards.',
      achievements: [
        'Designed the target workspace architecture for the acquired workforce, including identity, devices and virtual apps',
        'Completed the migration of employees to the parent’s workspace services with 99.9% availability',
        'Documented integration patterns that were reused for later acquisitions',
      ],
      responsibilities: [
        'Define reference architectures for digital workspace services',
        'Map acquired-company systems to enterprise standards and identify gaps',
        'Plan identity, device and application migrations with engineering teams',
        'Align security controls with the parent company’s policies',
        'Communicate architecture decisions to IT and business stakeholders',
      ],
    },
  },
  {
    period: 'May 2017 - July 2021',
    title: 'IT-Ops Manager',
    company: 'Brightline Software',
    companyUrl: 'https://www.example.com/brightline-software',
    location: 'San Diego, CA',
    skills: [
      'IT Operations',
      'Facilities IT',
      'IT Asset Management',
      'M&A Integration',
      'Network Infrastructure',
      'Team Building',
    ],
    details: {
      description:
        'Built and led the IT operations function through rapid international growth and, ultimately, the company’s $2.25B acquisition by Citrix. Responsible for offices, infrastructure, end-user support and IT asset management.',
      achievements: [
        'Delivered the IT infrastructure for the 50,000 sq ft Vancouver Corporate Center of Excellence',
        'Implemented an IT asset management system covering $5M+ in hardware and software assets',
        'Led IT integration planning and execution for the $2.25B acquisition by Citrix',
        'Grew the IT operations team and introduced tiered support with published service levels',
      ],
      responsibilities: [
        'Manage IT operations for offices in North America and Europe',
        'Plan and deliver IT for new offices, moves and expansions',
        'Own asset lifecycle management, procurement and vendor relationships',
        'Maintain network, wireless, conferencing and collaboration systems',
        'Lead the IT workstream for the acquisition and integration',
        'Develop IT staff and define career paths for the team',
      ],
    },
  },
  {
    period: 'March 2013 - January 2017',
    title: 'IT Manager',
    company: 'Northwind Interactive',
    companyUrl: 'https://www.example.com/northwind-interactive',
    location: 'San Diego, CA',
    skills: [
      'IT Management',
      'Oracle Service Cloud',
      'Employee Onboarding',
      'Security Policy',
      'Budget Management',
    ],
    details: {
      description:
        'Served as head of IT for a growing video game studio, covering infrastructure, security, corporate systems and the player support platform. Moved from the studio’s quality assurance team into IT leadership and built the department’s processes from scratch.',
      achievements: [
        'Implemented Oracle Service Cloud CRM for the player support organization',
        'Redesigned employee onboarding with HR so new hires were productive on their first day',
        'Named a Top Tech Exec Award honoree in May 2015',
        'Introduced the studio’s first information security policy and access review process',
      ],
      responsibilities: [
        'Lead IT strategy, budget and staffing for the studio',
        'Run infrastructure, networks and build systems supporting development teams',
        'Own corporate applications and the player support CRM platform',
        'Partner with HR on onboarding, offboarding and employee experience',
        'Manage security policy, backups and disaster recovery',
        'Select and manage technology vendors and contracts',
      ],
    },
  },
  {
    period: 'November 2009 - January 2013',
    title: 'Senior Game Test Analyst',
    company: 'Northwind Interactive',
    companyUrl: 'https://www.example.com/northwind-interactive',
    location: 'San Diego, CA',
    skills: ['Quality Assurance', 'Test Planning', 'Defect Tracking', 'Team Coordination'],
    details: {
      description:
        'Led test efforts for console and PC titles from pre-production through release. Coordinated test analysts, wrote test plans and worked closely with engineering and production on release readiness.',
      achievements: [
        'Led testing on multiple shipped titles, coordinating teams of up to 15 analysts',
        'Introduced structured test plans and defect triage that shortened certification cycles',
        'Built the team’s lab inventory and tooling, the first step toward an IT role',
      ],
      responsibilities: [
        'Write and maintain test plans and test cases for each milestone',
        'Coordinate daily work of test analysts and report status to production',
        'Triage and prioritize defects with engineering leads',
        'Verify compliance with platform certification requirements',
        'Maintain test hardware, builds and lab environments',
      ],
    },
  },
  {
    period: 'June 2007 - November 2009',
    title: 'Founder & Principal Consultant',
    company: 'Harborline Technology Services',
    companyUrl: null,
    location: 'Carlsbad, CA',
    skills: [
      'IT Consulting',
      'Small Business Networks',
      'Backup & Recovery',
      'Security Fundamentals',
      'Client Relationships',
    ],
    details: {
      description:
        'Founded a small IT consultancy serving local businesses and nonprofits in North County San Diego: networks, backups, email, security basics and day-to-day support for offices without an IT department of their own.',
      achievements: [
        'Grew the practice to more than 20 recurring clients through referrals alone',
        'Standardized every client on tested, off-site backups, with no data lost to a hardware failure',
        'Replaced ad hoc fixes with simple service agreements and documented office setups',
      ],
      responsibilities: [
        'Run the consultancy: pricing, proposals, invoicing and client relationships',
        'Design and install office networks, wireless and shared storage',
        'Set up and test backup, recovery and email systems for each client',
        'Introduce basic security practices: patching, antivirus, passwords and access',
        'Provide on-site and remote support with a same-day response promise',
      ],
    },
  },
];
