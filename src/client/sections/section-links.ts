/** The Portfolio dropdown's entries (spec §2), each scrolling to its section. */
export const portfolioLinks = [
  { id: 'about', label: 'About' },
  { id: 'awards', label: 'Awards & Publications' },
  { id: 'experience', label: 'Experience' },
  { id: 'skills', label: 'Expertise' },
  { id: 'projects', label: 'Projects' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'roi-calculator', label: 'ROI Calculator' },
] as const;
