import { Loader2, Save } from 'lucide-react';
import { useState } from 'react';
import { layoutResume } from '../../../shared/resume/layout/resume-blocks';
import { type ResumeDesign, templateCatalogue } from '../../../shared/resume/layout/resume-design';
import type { ParsedResume } from '../../../shared/resume/parsed-resume';
import { Button } from '../../components/ui/button';
import { usePageCount } from './resume-edit-mutations';
import { TemplatePicker } from './template-picker';
import { TemplatePreview } from './template-preview';

type DesignPanelProps = {
  content: ParsedResume;
  saved: ResumeDesign;
  onSave: (design: ResumeDesign) => void;
  isSaving: boolean;
  idPrefix: string;
};

/**
 * Choose a template and see the resume in it at once; the page count is the PDF's own. Saving
 * makes the Word and PDF downloads use it.
 */
export function DesignPanel({ content, saved, onSave, isSaving, idPrefix }: DesignPanelProps) {
  const [draft, setDraft] = useState<ResumeDesign | null>(null);
  const design = draft ?? saved;
  const pages = usePageCount(content, design).data?.pages;
  const isChanged = draft !== null && JSON.stringify(draft) !== JSON.stringify(saved);
  return (
    <section aria-label="Template" className="grid gap-3">
      <TemplatePicker design={design} onChange={setDraft} idPrefix={idPrefix} />
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => onSave(design)} disabled={!isChanged || isSaving}>
          {isSaving ? (
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <Save aria-hidden="true" className="h-4 w-4" />
          )}
          {isSaving ? 'Saving...' : 'Use this template'}
        </Button>
        <p role="status" className="text-sm text-slate-600 dark:text-slate-300">
          {isChanged
            ? 'Previewing; not saved yet. '
            : `Downloads use ${templateCatalogue[saved.template].label}. `}
          {pages === undefined ? '' : `PDF: ${pages} ${pages === 1 ? 'page' : 'pages'}.`}
          {design.template === 'compact' && pages !== undefined && pages > 1
            ? ' Too long for one page even in Compact: shorten the oldest roles.'
            : ''}
        </p>
      </div>
      <TemplatePreview
        blocks={layoutResume(content)}
        design={design}
        label={`Preview of ${content.name}'s resume in the ${templateCatalogue[design.template].label} template`}
      />
    </section>
  );
}
