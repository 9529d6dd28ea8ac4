import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BookOpen, Loader2, RefreshCw, Upload } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { managedFileListSchema, managedFileSchema } from '../../../shared/api/admin-files';
import { Button } from '../../components/ui/button';
import { LoadMore } from '../../components/ui/load-more';
import { toast } from '../../components/ui/use-toast';
import { apiRequest } from '../../lib/api';
import { adminPaths, refreshAfterChange, useAdminPages } from './admin-api';
import { AdminCard, EmptyState, ErrorRow, LoadingRow } from './admin-card';
import { FileRow } from './file-row';
import { describeError } from './format';
import { openInNewTab } from './open-in-new-tab';

/** Spec §2 Files: upload, the Blog Post Synopsis card, the list or its empty state. */
export function FilesTab({ isOpen }: { isOpen: boolean }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const files = useAdminPages(adminPaths.files, managedFileListSchema, isOpen);
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      form.append('category', 'other');
      form.append('isPublic', 'false');
      return apiRequest('POST', '/api/tools/files/upload', form, managedFileSchema);
    },
    onSuccess: () => {
      toast({ title: 'File uploaded' });
      refreshAfterChange(queryClient, adminPaths.files);
    },
    onError: (error) =>
      toast({ variant: 'destructive', title: 'Upload failed', description: describeError(error) }),
  });

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.mutate(file);
  }

  const list = files.items;
  return (
    <div className="space-y-6">
      <AdminCard title="Blog Post Synopsis">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <p className="max-w-2xl text-sm text-slate-600 dark:text-slate-300">
            The case-study article about this site as a Word document, ready to share or adapt.
          </p>
          <Button variant="outline" onClick={() => openInNewTab('/api/admin/files/blog-export')}>
            <BookOpen aria-hidden="true" className="h-4 w-4" /> Download Blog Post
          </Button>
        </div>
      </AdminCard>
      <AdminCard
        title="Managed Files"
        actions={
          <>
            <input
              ref={input}
              type="file"
              className="sr-only"
              aria-label="File to upload"
              onChange={chooseFile}
            />
            <Button onClick={() => input.current?.click()} disabled={upload.isPending}>
              {upload.isPending ? (
                <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
              ) : (
                <Upload aria-hidden="true" className="h-4 w-4" />
              )}
              Upload File
            </Button>
          </>
        }
      >
        {files.isLoading ? <LoadingRow /> : null}
        {files.isError ? <ErrorRow error={files.error} /> : null}
        {files.isSuccess && list.length === 0 ? (
          <EmptyState message="No files found">
            <Button variant="outline" onClick={() => void files.refetch()}>
              <RefreshCw aria-hidden="true" className="h-4 w-4" /> Refresh Files
            </Button>
          </EmptyState>
        ) : null}
        {list.length > 0 ? (
          <ul aria-label="Files" className="divide-y divide-slate-200 dark:divide-slate-800">
            {list.map((file) => (
              <FileRow key={file.id} file={file} />
            ))}
          </ul>
        ) : null}
        {files.hasNextPage ? (
          <LoadMore
            label="Show more files"
            loadingLabel="Loading more files..."
            isLoading={files.isFetchingNextPage}
            onLoad={() => {
              if (!files.isFetchingNextPage) void files.fetchNextPage();
            }}
          />
        ) : null}
      </AdminCard>
    </div>
  );
}
