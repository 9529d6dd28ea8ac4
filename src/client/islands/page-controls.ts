import { isAudioMuted, muteToggleLabel, setAudioMuted, subscribeAudioMuted } from '../lib/audio-bus';
import { scrollToSection, scrollToTop } from '../lib/scroll';
import { currentTheme, subscribeTheme, themeToggleLabel, toggleTheme } from '../lib/theme';
import { lazyIsland } from './wake';

const loadPortfolioMenu = lazyIsland(() => import('./portfolio-menu'));

function labelAll(selector: string, label: string, extra: (button: HTMLElement) => void = () => {}) {
  for (const button of document.querySelectorAll<HTMLElement>(selector)) {
    button.setAttribute('aria-label', label);
    button.title = label;
    extra(button);
  }
}

const showTheme = () => labelAll('[data-theme-toggle]', themeToggleLabel(currentTheme()));
const showMuted = () =>
  labelAll('[data-mute-toggle]', muteToggleLabel(isAudioMuted()), (button) =>
    button.setAttribute('aria-pressed', String(isAudioMuted())),
  );

const mobileMenu = () => document.getElementById('mobile-menu');
const mobileMenuButton = () => document.querySelector<HTMLElement>('[data-mobile-menu-toggle]');

/** Spec §2: page scrolling is locked while the slide-down menu is open. */
function setMobileMenu(isOpen: boolean) {
  const menu = mobileMenu();
  const button = mobileMenuButton();
  if (!menu || !button || menu.hidden === !isOpen) return;
  menu.hidden = !isOpen;
  button.setAttribute('aria-expanded', String(isOpen));
  button.setAttribute('aria-label', isOpen ? 'Close menu' : 'Open menu');
  button.title = isOpen ? 'Close menu' : 'Open menu';
  document.body.style.overflow = isOpen ? 'hidden' : '';
}

/** Scrolls to a section under the bar; from the open menu, once the menu has closed. */
function scrollTo(target: string) {
  setMobileMenu(false);
  if (target === 'top') scrollToTop();
  else requestAnimationFrame(() => scrollToSection(target));
}

function openPortfolioMenu(button: HTMLElement, isKeyboard: boolean) {
  void loadPortfolioMenu().then(({ togglePortfolioMenu }) =>
    togglePortfolioMenu(button, { isKeyboard, onSelect: scrollTo }),
  );
}

/**
 * The bar's controls, the hero's buttons and the slide-down menu: plain DOM, bound the moment the
 * page's script runs, since they are what a visitor reaches for first.
 */
export function bindPageControls(): void {
  showTheme();
  showMuted();
  subscribeTheme(showTheme);
  subscribeAudioMuted(showMuted);

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(
      '[data-theme-toggle], [data-mute-toggle], [data-scroll-to], [data-mobile-menu-toggle], [data-portfolio-menu], #mobile-menu a',
    );
    if (!control) return;
    if (control.hasAttribute('data-theme-toggle')) toggleTheme();
    else if (control.hasAttribute('data-mute-toggle')) setAudioMuted(!isAudioMuted());
    else if (control.dataset.scrollTo) scrollTo(control.dataset.scrollTo);
    else if (control.hasAttribute('data-mobile-menu-toggle')) setMobileMenu(mobileMenu()?.hidden === true);
    else if (control.hasAttribute('data-portfolio-menu')) openPortfolioMenu(control, event.detail === 0);
    else setMobileMenu(false);
  });

  // The menu's code comes as the pointer or focus reaches for its button.
  const menuButton = document.querySelector('[data-portfolio-menu]');
  for (const name of ['pointerenter', 'focus']) {
    menuButton?.addEventListener(name, () => void loadPortfolioMenu().catch(() => undefined), { once: true });
  }
}
