/** Where a second question starts inside one message: "…based and how can I contact him?". */
const NEXT_QUESTION =
  /\s*(?:[,;]\s*(?:and\s+|but\s+|also\s+)?|\s+(?:and|but|also)\s+)(?=(?:how|what|what's|whats|where|when|who|whom|which|why|is (?:he|she|alex)|does|did|has|have|can|could|would|will|was|were|are)\b\s*\S)/i;

/**
 * The questions in one message, in order: split at question marks, and at "and" or a comma
 * that starts a new question. A bare trailing question word ("…at Northwind and when?")
 * stays with its question.
 */
export function splitQuestion(message: string): string[] {
  const sentences = message
    .split(/(?<=[?!;])\s+|\n+/)
    .map((part) => part.trim())
    .filter((part) => part.replace(/[?!.;,\s]/g, '') !== '');
  const parts: string[] = [];
  for (const sentence of sentences) {
    let rest = sentence;
    for (let guard = 0; guard < 4; guard += 1) {
      const match = NEXT_QUESTION.exec(rest);
      if (!match) break;
      const left = rest.slice(0, match.index).trim();
      const right = rest.slice(match.index + match[0].length).trim();
      if (left.split(/\s+/).length < 2 || right.replace(/[?!.]/g, '').trim().split(/\s+/).length < 2) break;
      parts.push(left);
      rest = right;
    }
    parts.push(rest);
  }
  return parts.length > 0 ? parts : [message];
}
