import { Loader2 } from 'lucide-react';

/** The tools pages' loading view, the same whether the page's code or the signed-in user is awaited. */
export function LoadingTools({ text }: { text: string }) {
  return (
    <div
      className="flex min-h-screen items-center justify-center gap-3 text-slate-600 dark:text-slate-300"
      role="status"
    >
      <Loader2 aria-hidden="true" className="h-6 w-6 animate-spin" /> {text}
    </div>
  );
}
