import { useEffect, useRef, useState } from 'react';
import {
  fillableParsedFields,
  JOB_URL_PATTERN,
  type ParsedJobPosting,
  parsedFieldLabels,
} from '../../../shared/api/job-parse-url';
import { toast } from '../../components/ui/use-toast';
import { describeApiError } from './api-error';
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
 * 100 ms; leaving the field with a changed value parses too. A failure raises no toast (spec §8),
 * but the field says under itself why nothing was filled in, so the owner is not left guessing.
 */
export function useJobUrlParse(onParsed: (changes: Partial<ApplicationFormValues>) => void) {
  const parse = useParseJobUrl();
  const lastParsed = useRef<string | null>(null);
  const valueOnFocus = useRef('');
  const timer = useRef<number | undefined>(undefined);
  const isMounted = useRef(true);
  const [reason, setReason] = useState<string | null>(null);

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
    setReason(null);
    parse.mutate(target, {
      onError: (error) => {
        if (!isMounted.current) return;
        setReason(`Auto-fill found nothing: ${describeApiError(error)}`);
      },
      onSuccess: (parsed) => {
        if (!isMounted.current) return;
        const { changes, filled } = fillFromParsed(parsed);
        if (changes.jobUrl) lastParsed.current = changes.jobUrl;
        onParsed(changes);
        const extracted = filled.filter((label) => label !== parsedFieldLabels.source);
        if (extracted.length > 0) {
          toast({ title: 'Job information extracted', description: `Filled in: ${listFields(filled)}.` });
        } else {
          setReason('Auto-fill found nothing: the page has no job details it could read.');
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
    /** Why the last auto-fill filled nothing, until the link changes. */
    reason,
    clearReason: () => setReason(null),
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
