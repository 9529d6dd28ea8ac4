import { Toaster } from '../../components/ui/toaster';
import { hydrateIsland, renderIsland } from '../../islands/react-island';
import { ContactForm } from './contact-form';

/**
 * Hydrates the prerendered form in place, with the toaster beside it in the same chunk: the
 * failure toast must show when the network is gone, so it cannot wait for code of its own.
 */
export function wakeContact(container: Element): Promise<void> {
  const toasts = document.createElement('div');
  toasts.dataset.island = 'toaster';
  document.body.append(toasts);
  void renderIsland(toasts, <Toaster />, 'Notifications');
  return hydrateIsland(container, <ContactForm />, 'The contact form');
}
