import * as Dialog from '@radix-ui/react-dialog';
import { Sparkles, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { GameBoard } from './game-board';

type ParticleCollectorProps = { open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The "Particle Collector" game window (spec §2): a modal that traps focus and closes on Escape.
 * The board mounts only while open, so closing ends the round and its sound.
 */
export function ParticleCollector({ open, onOpenChange }: ParticleCollectorProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-[650px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-slate-200 bg-white p-5 text-slate-900 shadow-2xl focus:outline-none dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100">
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="flex items-center gap-2 text-xl font-bold tracking-tight">
                <Sparkles aria-hidden="true" className="h-5 w-5 text-accent-500" />
                Particle Collector
              </Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                Click or tap the moving particles before the 30 seconds run out. Small gold ones score 2
                points, the others 1.
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close game" title="Close game">
                <X aria-hidden="true" className="h-5 w-5" />
              </Button>
            </Dialog.Close>
          </div>
          <GameBoard />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
