import { Download, FileText, Loader2, Paperclip, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import {
  type JobApplicationDocument,
  type JobDocumentType,
  jobDocumentTypeLabels,
  jobDocumentTypes,
} from '../../../shared/api/job-documents';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { fileTypeLabel, formatFileSize } from '../../lib/file-labels';
import { describeApiError } from './api-error';
import { Select } from './form-controls';
import { formatMoment } from './format-dates';
import { useAttachDocument, useDeleteDocument } from './job-mutations';
import { useApplicationDocuments } from './job-queries';

const TYPE_OPTIONS = jobDocumentTypes.map((value) => ({ value, label: jobDocumentTypeLabels[value] }));
/** What the server accepts, so the file chooser offers the same (the server still checks the bytes). */
const ACCEPT = '.pdf,.doc,.docx,.odt,.rtf,.txt,.png,.jpg,.jpeg';

const downloadHref = (document: JobApplicationDocument) =>
  `/api/job/applications/${document.applicationId}/documents/${document.id}/download`;

function DocumentRow({ document }: { document: JobApplicationDocument }) {
  const remove = useDeleteDocument(document.applicationId);
  return (
    <li className="flex flex-wrap items-center gap-3 py-2">
      <FileText aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900 dark:text-white">{document.originalName}</p>
        <p className="text-xs text-slate-600 dark:text-slate-300">
          {jobDocumentTypeLabels[document.documentType]} · {fileTypeLabel(document.mimeType)} ·{' '}
          {formatFileSize(document.size)} · Added {formatMoment(document.createdAt)}
        </p>
      </div>
      <Button asChild variant="outline">
        <a href={downloadHref(document)} download aria-label={`Download ${document.originalName}`}>
          <Download aria-hidden="true" className="h-4 w-4" /> Download
        </a>
      </Button>
      <ConfirmDialog
        title={`Delete ${document.originalName}?`}
        onConfirm={() =>
          remove.mutate(document.id, {
            onSuccess: () => toast({ title: 'Document deleted' }),
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: 'Failed to delete document',
                description: describeApiError(error),
              }),
          })
        }
        trigger={
          <Button variant="ghost" aria-label={`Delete ${document.originalName}`}>
            <Trash2 aria-hidden="true" className="h-4 w-4 text-red-600" /> Delete
          </Button>
        }
      />
    </li>
  );
}

/** The details dialog's documents: what was sent and received for this application, kept with it. */
export function ApplicationDocuments({ applicationId }: { applicationId: number }) {
  const documents = useApplicationDocuments(applicationId);
  const attach = useAttachDocument(applicationId);
  const [documentType, setDocumentType] = useState<JobDocumentType>('resume');
  const input = useRef<HTMLInputElement>(null);
  const typeId = useId();

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    attach.mutate(
      { file, documentType },
      {
        onSuccess: (document) => toast({ title: 'Document attached', description: document.originalName }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Failed to attach document',
            description: describeApiError(error),
          }),
      },
    );
  }

  return (
    <section aria-label="Documents">
      <div className="flex flex-wrap items-end gap-3">
        <Select
          id={typeId}
          label="Document type"
          value={documentType}
          options={TYPE_OPTIONS}
          onValueChange={setDocumentType}
          fieldClassName="w-48"
        />
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="sr-only"
          aria-label="Document to attach"
          onChange={chooseFile}
        />
        <Button variant="outline" onClick={() => input.current?.click()} disabled={attach.isPending}>
          {attach.isPending ? (
            <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
          ) : (
            <Paperclip aria-hidden="true" className="h-4 w-4" />
          )}
          {attach.isPending ? 'Attaching...' : 'Attach Document'}
        </Button>
      </div>
      {documents.isLoading ? (
        <p role="status" className="mt-3 flex items-center gap-2 text-sm text-slate-600">
          <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> Loading documents...
        </p>
      ) : documents.isError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Documents could not be loaded: {describeApiError(documents.error)}
        </p>
      ) : documents.data?.length ? (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-700">
          {documents.data.map((document) => (
            <DocumentRow key={document.id} document={document} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          No documents yet. Attach the resume and cover letter you sent, or an offer you received.
        </p>
      )}
    </section>
  );
}
