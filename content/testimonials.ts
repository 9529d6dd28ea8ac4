import type { Testimonial } from './schema';

export const testimonials: Testimonial[] = [
  {
    name: 'Jordan Ellis',
    profileUrl: 'https://www.example.com/profiles/jordan-ellis',
    title: 'Senior Technical Program Manager',
    employer: 'Brightline Software',
    relationship: 'Worked with Alex on the same team for 4 years',
    dateOrTopic: 'March 30, 2022',
    quote:
      'Alex is the person you want in charge when the stakes are high. Through office openings, a major acquisition and constant growth, Alex kept our systems running, kept stakeholders aligned and still found time to develop every person on the team. Programs with Alex involved simply landed on time.',
    headshot: {
      src: '/images/testimonial-1.svg',
      alt: 'Illustrated avatar of Jordan Ellis',
      width: 96,
      height: 96,
    },
  },
  {
    name: 'Casey Reyes',
    profileUrl: 'https://www.example.com/profiles/casey-reyes',
    title: 'Senior HR Director',
    employer: 'Northwind Interactive',
    relationship: 'Partnered with Alex, then Head of IT, on employee experience initiatives',
    dateOrTopic: 'Employee Experience & Onboarding',
    quote:
      'Alex treated onboarding as a shared responsibility between HR and IT, not a ticket queue. Together we rebuilt the new-hire journey so people arrived to a ready laptop, working accounts and a clear first week. Alex brings empathy, structure and follow-through to every partnership.',
    headshot: {
      src: '/images/testimonial-2.svg',
      alt: 'Illustrated avatar of Casey Reyes',
      width: 96,
      height: 96,
    },
  },
];
