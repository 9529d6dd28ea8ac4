import { lazy, Suspense, useEffect } from 'react';
import { ownerName } from '../../../content/owner-name';
import { NavBar } from '../components/layout/nav-bar';
import { SiteFooter } from '../components/layout/site-footer';
import { useMobileNotice } from '../components/layout/use-mobile-notice';
import { DeferredSection, MountWhenIdle } from '../components/ui/deferred-hydration';
import { createPreloadable } from '../components/ui/preloadable';
import { Hero } from '../sections/hero';

const sections = {
  about: createPreloadable(() => import('../sections/about').then((module) => module.About)),
  awards: createPreloadable(() => import('../sections/awards').then((module) => module.Awards)),
  experience: createPreloadable(() => import('../sections/experience').then((module) => module.Experience)),
  skills: createPreloadable(() => import('../sections/skills').then((module) => module.Skills)),
  projects: createPreloadable(() => import('../sections/projects').then((module) => module.Projects)),
  testimonials: createPreloadable(() =>
    import('../sections/testimonials').then((module) => module.Testimonials),
  ),
  roiCalculator: createPreloadable(() =>
    import('../features/roi/roi-calculator').then((module) => module.RoiCalculator),
  ),
  contact: createPreloadable(() => import('../sections/contact').then((module) => module.Contact)),
};

const LivingPage = lazy(() => import('../features/living-page'));
const MobileNotice = lazy(() =>
  import('../components/layout/mobile-notice').then((module) => ({ default: module.MobileNotice })),
);
const loadChatWidget = () =>
  import('../features/chat/chat-widget').then((module) => ({ default: module.ChatWidget }));
const ChatWidget = lazy(loadChatWidget);

export default function HomePage() {
  const [notice, dismissNotice] = useMobileNotice();

  // The chat waits for the notice to go (it would open behind it), but its code need not.
  useEffect(() => {
    if (notice === 'open') void loadChatWidget();
  }, [notice]);

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
        <DeferredSection name="about" source={sections.about} />
        <DeferredSection name="awards" source={sections.awards} />
        <DeferredSection name="experience" source={sections.experience} />
        <DeferredSection name="skills" source={sections.skills} />
        <DeferredSection name="projects" source={sections.projects} />
        <DeferredSection name="testimonials" source={sections.testimonials} />
        <DeferredSection name="roi-calculator" source={sections.roiCalculator} />
        <DeferredSection name="contact" source={sections.contact} />
      </main>
      <SiteFooter ownerName={ownerName} />
      {notice === 'open' ? (
        <Suspense fallback={null}>
          <MobileNotice onDismiss={dismissNotice} />
        </Suspense>
      ) : null}
      <MountWhenIdle name="living-page" fallback={null}>
        <LivingPage />
      </MountWhenIdle>
      {/* On a small screen the chat, and its 5 s auto-open, start once the notice is dismissed. */}
      {notice === 'closed' ? (
        <MountWhenIdle name="chat" fallback={null}>
          <ChatWidget />
        </MountWhenIdle>
      ) : null}
    </>
  );
}
