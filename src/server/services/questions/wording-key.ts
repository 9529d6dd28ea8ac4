import { stemmer } from 'stemmer';
import { siteContent } from '../../../../content';
import { normalizeText } from '../../../shared/text/normalize-words';

// Words that do not change what is asked: the question words, the owner as "he" or "you", and filler.
const STOP_WORDS = new Set(
  (
    'a an the and or but of to in on at for with by from about as is are was were be been being am ' +
    'do does did have has had having can could would should will shall may might must ' +
    'what which who whom whose when where why how whats hows ' +
    'he him his she her they them their you your yours i me my we us our it its this that these those ' +
    'there here any some much many more most very really just also ever ' +
    'tell know please thanks thank hi hello hey okay ok like get got'
  ).split(' '),
);
// The owner's own names say whom the question is about, which is always the owner.
for (const name of [siteContent.profile.firstName, siteContent.profile.lastName]) {
  for (const word of normalizeText(name).split(' ')) STOP_WORDS.add(word);
}

/** A question's content words, stemmed, once each, in order: "Which certifications does he hold?" → "certif hold". */
export function wordingKeyOf(question: string): string {
  const words = normalizeText(question).split(' ').filter(Boolean);
  const content = words.filter((word) => !STOP_WORDS.has(word));
  // A question of filler only ("who is he?") is grouped by its own words.
  const kept = content.length > 0 ? content : words;
  return [...new Set(kept.map((word) => stemmer(word)))].sort().join(' ');
}
