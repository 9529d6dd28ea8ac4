import { lazy, Suspense } from 'react';
import { ownerName } from '../../../content/site-content';
import { MobileNotice } from '../components/layout/mobile-notice';
import { NavBar } from '../components/layout/nav-bar';
import { SiteFooter } from '../components/layout/site-footer';
import { AfterHydration } from '../components/ui/after-hydration';
import { DeferredHydration } from '../components/ui/deferred-hydration';
import { About } from '../sections/about';
import { Awards } from '../sections/awards';
import { Contact } from '../sections/contact';
import { Experience } from '../sections/experience';
import { Hero } from '../sections/hero';
import { Projects } from '../sections/projects';
import { Skills } from '../sections/skills';
import { Testimonials } from '../sections/testimonials';

const LivingPage = lazy(() => import('../features/living-page'));
const ChatWidget = lazy(() =>
  import('../features/chat/chat-widget').then((module) => ({ default: module.ChatWidget })),
);
const RoiCalculator = lazy(() =>
  import('../features/roi/roi-calculator').then((module) => ({ default: module.RoiCalculator })),
);

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
        <DeferredHydration name="about">
          <About />
        </DeferredHydration>
        <DeferredHydration name="awards">
          <Awards />
        </DeferredHydration>
        <DeferredHydration name="experience">
          <Experience />
        </DeferredHydration>
        <DeferredHydration name="skills">
          <Skills />
        </DeferredHydration>
        <DeferredHydration name="projects">
          <Projects />
        </DeferredHydration>
        <DeferredHydration name="testimonials">
          <Testimonials />
        </DeferredHydration>
        <Suspense
          fallback={
            <section id="roi-calculator" className="min-h-[720px]" aria-label="Business Value Calculator" />
          }
        >
          <RoiCalculator />
        </Suspense>
        <DeferredHydration name="contact">
          <Contact />
        </DeferredHydration>
      </main>
      <SiteFooter ownerName={ownerName} />
      <AfterHydration>
        <MobileNotice />
        <Suspense fallback={null}>
          <LivingPage />
          <ChatWidget />
        </Suspense>
      </AfterHydration>
    </>
  );
}
