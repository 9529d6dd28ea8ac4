import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { certificateListSchema } from '../../../shared/api/admin-certificates';
import { Button } from '../../components/ui/button';
import { adminPaths, useAdminQuery } from './admin-api';
import { AdminCard, EmptyState, ErrorRow, LoadingRow } from './admin-card';
import { CertificateForm } from './certificate-form';
import { CertificateRow } from './certificate-row';

/** Spec §2 Certificates: Add Certificate toggles the form; the list or its empty state. */
export function CertificatesTab({ isOpen }: { isOpen: boolean }) {
  const [isFormOpen, setFormOpen] = useState(false);
  const certificates = useAdminQuery(adminPaths.certificates, certificateListSchema, isOpen);
  const list = certificates.data ?? [];
  return (
    <AdminCard
      title="SSL Certificates"
      actions={
        <Button onClick={() => setFormOpen((open) => !open)} aria-expanded={isFormOpen}>
          {isFormOpen ? (
            <X aria-hidden="true" className="h-4 w-4" />
          ) : (
            <Plus aria-hidden="true" className="h-4 w-4" />
          )}
          {isFormOpen ? 'Close Form' : 'Add Certificate'}
        </Button>
      }
    >
      {isFormOpen ? <CertificateForm onDone={() => setFormOpen(false)} /> : null}
      {certificates.isLoading ? <LoadingRow /> : null}
      {certificates.isError ? <ErrorRow error={certificates.error} /> : null}
      {certificates.isSuccess && list.length === 0 && !isFormOpen ? (
        <EmptyState message="No certificates found">
          <Button variant="outline" onClick={() => setFormOpen(true)}>
            Add Your First Certificate
          </Button>
        </EmptyState>
      ) : null}
      {list.length > 0 ? (
        <ul aria-label="Certificates" className="divide-y divide-slate-200 dark:divide-slate-800">
          {list.map((certificate) => (
            <CertificateRow key={certificate.id} certificate={certificate} />
          ))}
        </ul>
      ) : null}
    </AdminCard>
  );
}
