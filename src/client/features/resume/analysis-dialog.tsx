import { Loader2, Sparkles } from 'lucide-react';
import type { ResumeAnalysis } from '../../../shared/api/resume-analysis';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { KeywordList } from './keyword-list';
import { ScoreGrid } from './score-grid';

type AnalysisDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  jobTitle: string;
  analysis: ResumeAnalysis | null;
  isEnhancing: boolean;
  onEnhance: () => void;
};

const EMPTY_SCORE = {
  overallScore: 0,
  atsScore: 0,
  keywordMatchScore: 0,
  contentQualityScore: 0,
  formattingScore: 0,
};

function AreaList({ title, items, empty }: { title: string; items: string[]; empty: string }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-800 dark:text-slate-100">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Spec §2 dialog 3: the match score, its four parts, strengths, improvements, keywords and what to change. */
export function AnalysisDialog({
  open,
  onOpenChange,
  jobTitle,
  analysis,
  isEnhancing,
  onEnhance,
}: AnalysisDialogProps) {
  const score = analysis?.score ?? EMPTY_SCORE;
  const automatic = new Set(
    analysis?.suggestionDetails.filter((entry) => entry.isAutomatic).map((entry) => entry.message),
  );
  const targets = new Map(analysis?.suggestionDetails.map((entry) => [entry.message, entry.target]));
  const matched = analysis?.matchedKeywords ?? [];
  const missing = analysis?.missingKeywords ?? [];
  const keywordTotal = matched.length + missing.length;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Resume Match Analysis"
      description={analysis?.jobTitle ?? jobTitle}
      size="max-w-3xl"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          {analysis?.canEnhance ? (
            <Button onClick={onEnhance} disabled={isEnhancing}>
              {isEnhancing ? (
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : (
                <Sparkles aria-hidden="true" className="h-4 w-4" />
              )}
              {isEnhancing ? 'Enhancing...' : 'Enhance Resume'}
            </Button>
          ) : null}
        </>
      }
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the dialog body scrolls, and keyboard users must reach it (axe scrollable-region-focusable) */}
      <section className="space-y-5" aria-label="Analysis details" tabIndex={0}>
        <div className="flex flex-wrap items-center gap-4">
          <p className="text-4xl font-bold text-brand-700 dark:text-accent-400" data-score="overall">
            {Math.round(score.overallScore)}%
          </p>
          <p className="flex-1 text-sm text-slate-700 dark:text-slate-300">
            {analysis?.insights || 'Analysis in progress...'}
          </p>
        </div>
        <ScoreGrid score={score} />
        {analysis && !analysis.canEnhance ? (
          <p
            role="note"
            className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200"
          >
            {analysis.enhanceNote}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <AreaList
            title="Strengths"
            items={analysis?.strengthAreas ?? []}
            empty="No strengths analyzed yet"
          />
          <AreaList
            title="Improvements"
            items={analysis?.improvementAreas ?? []}
            empty="No improvement areas identified yet"
          />
        </div>
        <section aria-label="Keyword Analysis" className="space-y-3">
          <h3 className="font-semibold text-slate-900 dark:text-white">Keyword Analysis</h3>
          {/* Both lists come from one tally, so their counts add up to the posting's keywords. */}
          <KeywordList
            title="Matched Keywords"
            count={keywordTotal ? `${matched.length} of ${keywordTotal}` : ''}
            tone="matched"
            keywords={matched}
            details={analysis?.keywordDetails.matched ?? []}
          />
          <KeywordList
            title="Missing Keywords"
            count={keywordTotal ? `${missing.length} of ${keywordTotal}` : ''}
            tone="missing"
            keywords={missing}
            details={analysis?.keywordDetails.missing ?? []}
          />
        </section>
        <section aria-label="Recommendations">
          <h3 className="font-semibold text-slate-900 dark:text-white">Recommendations</h3>
          {analysis?.suggestions.length ? (
            <ol className="mt-2 list-decimal space-y-1.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
              {analysis.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  {targets.get(suggestion) ? (
                    <span className="mr-1 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
                      {targets.get(suggestion)}
                    </span>
                  ) : null}
                  {suggestion}
                  {automatic.has(suggestion) ? (
                    <span className="ml-2 rounded bg-brand-50 px-1.5 py-0.5 text-xs font-medium text-brand-700 dark:bg-slate-800 dark:text-accent-400">
                      Enhance applies this
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-1 text-sm text-slate-500">No recommendations yet.</p>
          )}
        </section>
      </section>
    </Dialog>
  );
}
