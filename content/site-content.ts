import { awards } from './awards';
import { blog } from './blog';
import { contact } from './contact';
import { ownerName } from './owner-name';
import { profile } from './profile';
import { projects } from './projects';
import { roles } from './roles';
import type { SiteContent } from './schema';
import { skillCategories } from './skills';
import { testimonials } from './testimonials';

/**
 * The content as written, for the browser bundle: it carries no validator, so zod stays out
 * of the page's JavaScript. `content/index.ts` is the validated view; the build prerenders
 * through it, so a mistake still fails the build.
 */
export const siteContent: SiteContent = {
  profile,
  roles,
  skillCategories,
  projects,
  awards,
  testimonials,
  contact,
  blog,
};

export { ownerName };
