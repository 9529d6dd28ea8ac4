import { count, desc, eq } from 'drizzle-orm';
import type { Certificate } from '../../../shared/api/admin-certificates';
import type { Db } from '../../db/client';
import { sslCertificates } from '../../db/schema';
import { type ActivitySource, activityActions, actorFrom, recordActivity } from '../../platform/activity';

export type CertificateRow = typeof sslCertificates.$inferSelect;
export type NewCertificateRow = typeof sslCertificates.$inferInsert;

/** A row as the list shows it: public PEM texts, and only flags for the encrypted secrets. */
export function toCertificate(row: CertificateRow): Certificate {
  return {
    id: row.id,
    name: row.name,
    domain: row.domain,
    type: row.type,
    certificateData: row.certificateData,
    csrData: row.csrData,
    hasCertificate: Boolean(row.certificateData),
    hasPrivateKey: Boolean(row.privateKeyData),
    hasClientCertificate: Boolean(row.clientCertificateData),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    isActive: row.isActive,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listCertificates(db: Db): Promise<Certificate[]> {
  const rows = await db
    .select()
    .from(sslCertificates)
    .orderBy(desc(sslCertificates.createdAt), desc(sslCertificates.id));
  return rows.map(toCertificate);
}

export async function countCertificates(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(sslCertificates);
  return row?.total ?? 0;
}

export async function findCertificateRow(db: Db, id: number): Promise<CertificateRow | null> {
  const [row] = await db.select().from(sslCertificates).where(eq(sslCertificates.id, id));
  return row ?? null;
}

/** The row and its activity entry commit together; the entry names the certificate, never its secrets. */
export async function insertCertificate(
  db: Db,
  source: ActivitySource,
  values: NewCertificateRow,
): Promise<Certificate> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(sslCertificates).values(values).returning();
    if (!row) throw new Error('the certificate row was not returned');
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.certificateUploaded,
      resource: 'ssl_certificate',
      resourceId: row.id,
      details: { name: row.name, domain: row.domain, type: row.type },
    });
    return toCertificate(row);
  });
}

export async function deleteCertificate(db: Db, source: ActivitySource, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(sslCertificates).where(eq(sslCertificates.id, id)).returning();
    if (!row) return false;
    await recordActivity(tx, actorFrom(source), {
      action: activityActions.certificateDeleted,
      resource: 'ssl_certificate',
      resourceId: id,
      details: { name: row.name, domain: row.domain },
    });
    return true;
  });
}
