import type { ChatMessage } from './chat-rules';

type Props = {
  message: ChatMessage;
  /** Only the latest answer offers its follow-up questions. */
  isLatest: boolean;
  onAsk: (question: string) => void;
};

/** One answer: its text, links to the page sections it comes from, and two questions to ask next. */
export function AssistantMessage({ message, isLatest, onAsk }: Props) {
  const sources = message.sources ?? [];
  const followUps = isLatest ? (message.followUps ?? []) : [];
  return (
    <div className="max-w-[85%] space-y-2">
      <p className="rounded-2xl bg-slate-100 px-3 py-2 text-sm whitespace-pre-line text-slate-800 dark:bg-slate-800 dark:text-slate-100">
        <span className="sr-only">Assistant: </span>
        {message.content}
      </p>
      {sources.length > 0 ? (
        <p className="px-1 text-xs text-slate-600 dark:text-slate-300">
          <span>Sources: </span>
          {sources.map((source, index) => (
            <span key={source.href}>
              {index > 0 ? ' · ' : null}
              <a
                href={source.href}
                className="font-medium text-brand-700 underline underline-offset-2 dark:text-accent-400"
              >
                {source.label}
              </a>
            </span>
          ))}
        </p>
      ) : null}
      {followUps.length > 0 ? (
        <ul className="space-y-1" aria-label="Suggested follow-up questions">
          {followUps.map((question) => (
            <li key={question}>
              <button
                type="button"
                onClick={() => onAsk(question)}
                className="w-full rounded-lg border border-slate-300 px-3 py-1.5 text-left text-xs text-brand-700 hover:border-brand-500 hover:bg-brand-50 dark:border-slate-600 dark:text-accent-400 dark:hover:bg-slate-800"
              >
                {question}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
