import type { z } from 'zod';
import type { blogArticleSchema } from './schema';

export type BlogArticle = z.input<typeof blogArticleSchema>;

/** About two minutes of reading: keep the sections near 400 words in total. */
export const blog: BlogArticle = {
  title: 'How I Built This Site: A Portfolio With an AI Assistant and Private Career Tools',
  description:
    'A short case study of this portfolio: an AI chatbot, ambient sound, a hidden game, an ROI calculator and the private tools that tailor my resume to each job.',
  publishedAt: '2025-06-25',
  sections: [
    {
      heading: 'Why build it myself',
      paragraphs: [
        'A résumé lists what I have done; a site can show how I work. I treated this portfolio like any IT program: clear goals, measurable outcomes and security by default. It is one small server with a single database, so it is cheap to run and simple to back up. Every outside service, from email to the language model, has an offline fallback.',
      ],
    },
    {
      heading: 'An assistant that knows my experience',
      paragraphs: [
        'The AI chatbot in the corner answers questions about my roles, projects and results using the same content you see on the page. If no language model is configured, it falls back to offline search over that content, so it never goes silent.',
      ],
    },
    {
      heading: 'Motion, sound and a hidden game',
      paragraphs: [
        'Particle animations drift behind the page and react to the mouse, while a soft ambient chord loop plays once you interact. The music is generated in the browser rather than streamed, and one mute button silences everything, music and effects alike.',
        'Linger over the particles long enough and the assistant offers a game: Particle Collector, a 30-second challenge with a local high-score table.',
      ],
    },
    {
      heading: 'Numbers a business can use',
      paragraphs: [
        'The ROI calculator turns IT budget, headcount, downtime and security incidents into estimated savings, payback period and three-year return. It reflects the same reasoning behind the $1.5M in annual savings I delivered, and it labels every result as an estimate. Hiring managers and prospective clients can try their own figures in under a minute.',
      ],
    },
    {
      heading: 'Looking good when shared',
      paragraphs: [
        'Social-preview images are generated automatically every night for each major platform, each at its own dimensions with a branded overlay, so a shared link always shows a current, polished card.',
        'The contact form stores every message and emails it to me straight away, so I can reply within 24 hours.',
      ],
    },
    {
      heading: 'Private tools behind the login',
      paragraphs: [
        'Behind a sign-in sit the tools I use for my own search. Demo images of both tools show the job application tracker, which imports a posting from its URL and tracks status and next steps, and the resume builder, which tailors my base resume to each application and writes a Word document.',
      ],
      bullets: [
        'Match analysis scores ATS fit, keywords, content and format',
        'Tailored resumes reach 90%+ ATS compatibility',
        'One-click enhancement applies the recommendations',
        'Admin tools manage certificates, files and activity logs',
      ],
      images: [
        {
          src: '/images/blog/job-tracker-demo.svg',
          alt: 'Demo of the job application tracker: four stat cards and applications with Interview, Pending and Offer badges',
          caption: 'Job application tracker (demo data)',
          width: 640,
          height: 360,
        },
        {
          src: '/images/blog/resume-builder-demo.svg',
          alt: 'Demo of the resume match analysis: a 92% overall score, four sub-scores and matched and missing keywords',
          caption: 'Resume match analysis (demo data)',
          width: 640,
          height: 360,
        },
      ],
    },
    {
      heading: 'What I learned',
      paragraphs: [
        'The same principles I bring to IT operations held here: start small, measure everything, secure the defaults and automate the repetitive work. The result is a site that represents me accurately and saves me hours every week. If you are weighing a consulting engagement or a leadership role, the contact form is the fastest way to start a conversation.',
      ],
    },
  ],
};
