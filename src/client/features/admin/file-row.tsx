import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Eye, FileText, Trash2 } from 'lucide-react';
import type { ManagedFile } from '../../../shared/api/admin-files';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { fileTypeLabel, formatFileSize } from '../../lib/file-labels';
import { adminPaths, refreshAfterChange } from './admin-api';
import { Badge } from './admin-card';
import { describeError, formatDateTime } from './format';
import { openInNewTab } from './open-in-new-tab';

/** One managed file (spec §2): name, size, category, time, badges; preview, download, delete. */
export function FileRow({ file }: { file: ManagedFile }) {
  const queryClient = useQueryClient();
  const base = `/api/tools/files/${file.id}`;
  const remove = useMutation({
    mutationFn: () => apiRequest('DELETE', base),
    onSuccess: () => {
      toast({ title: 'File deleted' });
      refreshAfterChange(queryClient, adminPaths.files);
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Error', description: describeError(error) }),
  });
  return (
    <li className="flex flex-wrap items-center justify-between gap-4 py-3">
      <div className="flex min-w-0 items-start gap-3">
        <FileText
          aria-hidden="true"
          className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-accent-400"
        />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="break-all font-medium text-slate-900 dark:text-white">{file.originalName}</h3>
            <Badge tone={file.isPublic ? 'green' : 'gray'}>{file.isPublic ? 'Public' : 'Private'}</Badge>
            <Badge tone="blue">{fileTypeLabel(file.mimeType)}</Badge>
          </div>
          <p className="text-xs text-slate-500 dark:text-slate-400">
            {formatFileSize(file.size)} · {file.category} · Uploaded {formatDateTime(file.createdAt)}
          </p>
        </div>
      </div>
      <div className="flex gap-2">
        <Button
          variant="ghost"
          onClick={() => openInNewTab(`${base}/preview`)}
          aria-label={`Preview ${file.originalName}`}
        >
          <Eye aria-hidden="true" className="h-4 w-4" />
        </Button>
        <Button
          variant="ghost"
          onClick={() => openInNewTab(`${base}/download`)}
          aria-label={`Download ${file.originalName}`}
        >
          <Download aria-hidden="true" className="h-4 w-4" />
        </Button>
        <ConfirmDialog
          title={`Delete "${file.originalName}"?`}
          onConfirm={() => remove.mutate()}
          trigger={
            <Button variant="ghost" aria-label={`Delete ${file.originalName}`} disabled={remove.isPending}>
              <Trash2 aria-hidden="true" className="h-4 w-4 text-red-600" />
            </Button>
          }
        />
      </div>
    </li>
  );
}
