export type TextPart = { kind: 'text' | 'link'; value: string };

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
// Sentence punctuation right after a link belongs to the sentence, not the link.
const TRAILING = /[.,;:!?)\]]+$/;

/** Splits plain text into text and http(s) links, so links in an e-mail can be clicked. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const trailing = TRAILING.exec(match[0])?.[0] ?? '';
    const url = match[0].slice(0, match[0].length - trailing.length);
    if (start > last) parts.push({ kind: 'text', value: text.slice(last, start) });
    parts.push({ kind: 'link', value: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', value: text.slice(last) });
  return parts;
}
