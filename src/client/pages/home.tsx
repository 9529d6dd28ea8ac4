import { ownerName } from '../../../content/owner-name';
import { MobileNotice } from '../components/layout/mobile-notice';
import { NavBar } from '../components/layout/nav-bar';
import { SiteFooter } from '../components/layout/site-footer';
import { ChatButton } from '../features/chat/chat-button';
import { About } from '../sections/about';
import { Awards } from '../sections/awards';
import { Contact } from '../sections/contact';
import { Experience } from '../sections/experience';
import { Hero } from '../sections/hero';
import { Projects } from '../sections/projects';
import { RoiCalculator } from '../sections/roi-calculator';
import { Skills } from '../sections/skills';
import { Testimonials } from '../sections/testimonials';

/**
 * The landing page, prerendered to static HTML at build time: this markup is the page. The parts a
 * visitor acts on are islands (src/client/islands) that wake on interaction or when their time
 * comes; the sections that only show content ship no JavaScript.
 */
export default function HomePage() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <NavBar ownerName={ownerName} />
      <main id="main">
        <Hero />
        <About />
        <Awards />
        <Experience />
        <Skills />
        <Projects />
        <Testimonials />
        <RoiCalculator />
        <Contact />
      </main>
      <SiteFooter ownerName={ownerName} />
      <ChatButton />
      <MobileNotice />
    </>
  );
}
