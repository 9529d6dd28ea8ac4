import type { z } from 'zod';
import type { awardsSchema } from './schema';

export type Awards = z.input<typeof awardsSchema>;

export const awards: Awards = {
  featured: {
    kind: 'video-series',
    title: 'Leading IT Through Hypergrowth',
    publisher: 'TechOps Leaders Network',
    description:
      'A featured video series in which Alex Morgan walks through how to scale IT operations and security during rapid growth and acquisitions: building the team, choosing what to standardize first, and keeping employees productive while everything changes.',
    url: 'https://www.example.com/techops-leaders/leading-it-through-hypergrowth',
    post: {
      author: 'TechOps Leaders Network',
      date: 'October 12, 2022',
      text: 'New series: Alex Morgan shares lessons from opening a 50,000 sq ft center of excellence and integrating IT after a $2.25B acquisition. Episode one covers building an IT team that scales ahead of the business.',
      url: 'https://www.example.com/posts/techops-leaders-hypergrowth-series',
    },
  },
  guestArticle: {
    title: 'The IT Leader’s Real Job Is Trust',
    publication: 'CIO Perspectives Quarterly',
    date: 'August 2022',
    paragraphs: [
      'Most people judge an IT department by what breaks. The best IT leaders I have worked with judge themselves by something quieter: whether the business trusts IT enough to bring it into decisions early. Trust is what turns IT from a cost center that reacts into a partner that shapes how the company grows.',
      'That trust is built in small, repeated moments. A new hire who has a working laptop and every account on day one. A security control explained in terms of the risk it removes rather than the policy that demands it. A budget review where IT arrives with savings already found instead of waiting to be asked.',
      'Measurement makes trust durable. When my teams moved to quarterly OKRs, we stopped reporting ticket counts and started reporting outcomes the business cared about: uptime, onboarding time, cost per employee. Productivity rose by 30%, but the bigger change was that leadership began asking IT what it thought before committing to plans.',
      'If you lead an IT team, pick one promise you can keep every single time, keep it visibly, and then pick the next one. Reliability compounds, and so does trust.',
    ],
    url: 'https://www.example.com/cio-perspectives/it-leaders-real-job-is-trust',
  },
  officePost: {
    title: 'Our Vancouver Center of Excellence Is Open',
    date: 'September 2019',
    paragraphs: [
      'Proud to share that our new 50,000 sq ft Vancouver Corporate Center of Excellence opened its doors this week, on schedule and fully connected from the first hour.',
      'Months of planning went into the network, wireless, meeting rooms and security systems so that every team could walk in and get straight to work. Thank you to the facilities, security and IT teams and to every partner who helped make it happen.',
      'We are hiring in Vancouver, and there is plenty of room to grow.',
    ],
    url: 'https://www.example.com/posts/vancouver-center-opening',
  },
  recognition: {
    title: 'Top Tech Exec Award',
    honor: 'Honoree',
    date: 'May 2015',
    description:
      'Recognized as an honoree among regional technology executives for building the IT function of a growing game studio, including a new player support platform and the studio’s first security program.',
    url: 'https://www.example.com/awards/top-tech-exec-2015',
  },
};
