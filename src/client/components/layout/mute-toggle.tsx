import { Volume2, VolumeX } from 'lucide-react';
import { muteToggleLabel } from '../../lib/audio-bus';
import { PlainButton } from '../ui/plain-button';

/**
 * The audio mute toggle, on the landing page only: static markup that the islands' page controls
 * bind (`data-mute-toggle`). `aria-pressed` picks the icon, so the button needs no re-render.
 */
export function MuteToggle() {
  const label = muteToggleLabel(false);
  return (
    <PlainButton
      variant="ghost"
      size="icon"
      aria-label={label}
      title={label}
      aria-pressed={false}
      className="group"
      data-mute-toggle=""
    >
      <Volume2 aria-hidden="true" className="h-5 w-5 group-aria-pressed:hidden" />
      <VolumeX aria-hidden="true" className="hidden h-5 w-5 group-aria-pressed:block" />
    </PlainButton>
  );
}
