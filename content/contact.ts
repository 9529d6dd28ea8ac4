import type { z } from 'zod';
import type { contactSchema } from './schema';

export type Contact = z.input<typeof contactSchema>;

export const contact: Contact = {
  email: 'alex.morgan@example.com',
  phone: '+1 (619) 555-0142',
  linkedinUrl: 'https://www.linkedin.com/in/example',
  location: 'San Diego, CA area',
  locationMapUrl: 'https://www.openstreetmap.org/search?query=San%20Diego%2C%20CA',
  opportunities: [
    'VP/Director roles at tech startups',
    'Technology consulting engagements',
    'IT facilities and security strategy roles',
    'M&A integration leadership',
  ],
};
