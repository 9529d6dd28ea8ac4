import { Volume2, VolumeX } from 'lucide-react';
import { setAudioMuted, useAudioMuted } from '../../lib/audio-bus';
import { Button } from '../ui/button';

export function MuteToggle() {
  const muted = useAudioMuted();
  const label = muted ? 'Unmute all sounds' : 'Mute all sounds';
  return (
    <Button
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
    </Button>
  );
}
