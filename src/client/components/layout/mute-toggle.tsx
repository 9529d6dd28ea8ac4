import { Volume2, VolumeX } from 'lucide-react';
import { setAudioMuted, useAudioMuted } from '../../lib/audio-bus';
import { PlainButton } from '../ui/plain-button';

export function MuteToggle() {
  const muted = useAudioMuted();
  const label = muted ? 'Unmute all sounds' : 'Mute all sounds';
  return (
    <PlainButton
      variant="ghost"
      size="icon"
      onClick={() => setAudioMuted(!muted)}
      aria-label={label}
      title={label}
      aria-pressed={muted}
    >
      {muted ? (
        <VolumeX aria-hidden="true" className="h-5 w-5" />
      ) : (
        <Volume2 aria-hidden="true" className="h-5 w-5" />
      )}
    </PlainButton>
  );
}
