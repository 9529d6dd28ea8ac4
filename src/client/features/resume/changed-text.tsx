import { diffWords } from '../../../shared/resume/diff-words';

type ChangedTextProps = { before?: string; after: string };

/** The text with the words a change added marked; without a "before" the whole text is new. */
export function ChangedText({ before, after }: ChangedTextProps) {
  if (before === undefined) {
    return (
      <mark
        data-change="added"
        className="rounded bg-amber-100 px-0.5 text-slate-900 dark:bg-amber-900/60 dark:text-amber-50"
      >
        {after}
      </mark>
    );
  }
  const segments = diffWords(before, after).filter((segment) => segment.kind !== 'removed');
  let offset = 0;
  return (
    <>
      {segments.map((segment) => {
        const key = offset;
        offset += segment.text.length;
        return segment.kind === 'added' && segment.text.trim() ? (
          <mark
            key={key}
            data-change="added"
            className="rounded bg-amber-100 px-0.5 text-slate-900 dark:bg-amber-900/60 dark:text-amber-50"
          >
            {segment.text}
          </mark>
        ) : (
          <span key={key}>{segment.text}</span>
        );
      })}
    </>
  );
}
