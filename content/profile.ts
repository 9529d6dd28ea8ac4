import type { z } from 'zod';
import type { profileSchema } from './schema';

export type Profile = z.input<typeof profileSchema>;

export const profile: Profile = {
  isExample: true,
  firstName: 'Alex',
  lastName: 'Morgan',
  title: 'Technology Director',
  headline: 'IT Operations & Security Leadership That Scales With Your Business',
  pitch:
    'Technology director with 15+ years of building secure, reliable IT operations for fast-growing companies. I help tech startups, consulting clients and transformation programs turn infrastructure, security and people into a measurable advantage.',
  portrait: {
    src: '/images/portrait.svg',
    alt: 'Illustrated portrait of Alex Morgan',
    width: 480,
    height: 480,
  },
  stats: [
    { value: '15+', label: 'Years Experience' },
    { value: '$10M+', label: 'Cost Savings' },
    { value: '50+', label: 'Projects Led' },
  ],
  summary: [
    'I am a technology director who has spent more than fifteen years running global IT operations and security programs for software and interactive entertainment companies. I have built teams from the ground up, opened a 50,000 sq ft Vancouver center of excellence, managed more than $5M in technology assets, and led the IT integration that followed a $2.25B acquisition by Citrix while holding 99.9% uptime for the business.',
    'My approach pairs security maturity models with plain business outcomes: every roadmap starts from risk, cost and employee experience, and every quarter is measured with OKRs. That discipline has delivered more than $10M in cumulative savings across 50+ projects, including a $1.5M annual cut in operating expense, and it is what I now bring to startups, consulting clients and digital transformation programs.',
  ],
  competencies: [
    'Global IT Operations Management',
    'IT & Security Strategy Development',
    'Security Maturity Models',
    'M&A IT Integration',
    'Team Building & Leadership',
  ],
  currentFocus: ['Tech Startup Opportunities', 'Consulting Engagements', 'Digital Transformation'],
  seeking:
    'Seeking VP or Director technology roles at tech startups, consulting engagements, and digital transformation initiatives where IT operations and security leadership drive growth.',
};
