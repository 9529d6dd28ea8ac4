import { findEnterpriseKeywords } from '../../../shared/resume/enterprise-keywords';

/** Spec §9: the enterprise IT phrases marked green wherever they occur in the text. */
export function KeywordHighlight({ text }: { text: string }) {
  const ranges = findEnterpriseKeywords(text);
  if (ranges.length === 0) return <>{text}</>;
  const parts: Array<{ text: string; keyword: boolean; at: number }> = [];
  let at = 0;
  for (const range of ranges) {
    if (range.start > at) parts.push({ text: text.slice(at, range.start), keyword: false, at });
    parts.push({ text: text.slice(range.start, range.end), keyword: true, at: range.start });
    at = range.end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), keyword: false, at });
  return (
    <>
      {parts.map((part) =>
        part.keyword ? (
          <mark
            key={part.at}
            data-keyword="enterprise"
            className="rounded bg-green-100 px-0.5 font-medium text-green-800 dark:bg-green-900/60 dark:text-green-200"
          >
            {part.text}
          </mark>
        ) : (
          <span key={part.at}>{part.text}</span>
        ),
      )}
    </>
  );
}
