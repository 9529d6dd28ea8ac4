import { useEffect, useRef } from 'react';
import {
  fillableParsedFields,
  JOB_URL_PATTERN,
  type ParsedJobPosting,
  parsedFieldLabels,
} from '../../../shared/api/job-parse-url';
import { toast } from '../../components/ui/use-toast';
import type { ApplicationFormValues } from './application-form-values';
import { useParseJobUrl } from './job-mutations';

/** Spec §9: parse-on-paste waits 100 ms, so the pasted text is in the field first. */
export const PARSE_ON_PASTE_DELAY_MS = 100;

const listFields = (labels: string[]): string =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

/** The form values a parse result fills: only fields that came back non-empty (spec §5). */
export function fillFromParsed(parsed: ParsedJobPosting): {
  changes: Partial<ApplicationFormValues>;
  filled: string[];
} {
  const changes: Partial<ApplicationFormValues> = {};
  const filled: string[] = [];
  for (const key of fillableParsedFields) {
    const value = parsed[key]?.trim();
    if (!value) continue;
    changes[key] = value;
    filled.push(parsedFieldLabels[key]);
  }
  if (parsed.jobUrl) changes.jobUrl = parsed.jobUrl;
  return { changes, filled };
}

/**
 * The Job URL field's auto-parse (spec §4, §5, §8): paste of an http(s) URL parses after
 * 100 ms; leaving the field with a changed value parses too. A failure is silent.
 */
export function useJobUrlParse(onParsed: (changes: Partial<ApplicationFormValues>) => void) {
  const parse = useParseJobUrl();
  const lastParsed = useRef<string | null>(null);
  const valueOnFocus = useRef('');
  const timer = useRef<number | undefined>(undefined);
  const isMounted = useRef(true);

  useEffect(() => {
    isMounted.current = true;
    return () => {
      isMounted.current = false;
      window.clearTimeout(timer.current);
    };
  }, []);

  const run = (url: string) => {
    const target = url.trim();
    if (!JOB_URL_PATTERN.test(target) || target === lastParsed.current) return;
    lastParsed.current = target;
    parse.mutate(target, {
      onSuccess: (parsed) => {
        if (!isMounted.current) return;
        const { changes, filled } = fillFromParsed(parsed);
        if (changes.jobUrl) lastParsed.current = changes.jobUrl;
        onParsed(changes);
        const extracted = filled.filter((label) => label !== parsedFieldLabels.source);
        if (extracted.length > 0) {
          toast({ title: 'Job information extracted', description: `Filled in: ${listFields(filled)}.` });
        } else {
          toast({
            title: 'URL added',
            description: 'Could not extract job details automatically. Please fill manually.',
          });
        }
      },
    });
  };

  return {
    isParsing: parse.isPending,
    onFocus: (value: string) => {
      valueOnFocus.current = value;
    },
    onPaste: (pasted: string) => {
      const text = pasted.trim();
      if (!JOB_URL_PATTERN.test(text)) return;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => run(text), PARSE_ON_PASTE_DELAY_MS);
    },
    onBlur: (value: string) => {
      if (value.trim() !== valueOnFocus.current.trim()) run(value);
    },
  };
}
