/**
 * Field-by-field scoring of a parsed resume against hand-written ground truth: a TypeScript port
 * of the corpus scorer (tests/fixtures/corpus/SOURCES.md). A role counts as found when its dates,
 * title or employer match a truth role closely enough; its five fields (title, employer, start,
 * end, bullet count) are then checked one by one.
 */
export type TruthRole = {
  title: string;
  company: string;
  start: string;
  end: string;
  bullets: number;
  opt?: number;
};
export type TruthResume = {
  name: string;
  email: string;
  phone: string;
  location: string;
  roles: TruthRole[];
  education?: Array<{ degree: string; school: string; date: string }>;
  skills?: string[];
  certifications?: string[];
};
export type ScoredRole = {
  title?: string;
  company?: string;
  startDate?: string;
  endDate?: string;
  bullets?: string[];
};
export type ScoredResume = {
  name?: string;
  email?: string;
  phone?: string;
  location?: string;
  experience?: ScoredRole[];
  skills?: string[];
  certifications?: string[];
};

const ligatures = (s: string) =>
  s
    .replace(/\uFB01/g, 'fi')
    .replace(/\uFB02/g, 'fl')
    .replace(/\uFB03/g, 'ffi')
    .replace(/\uFB00/g, 'ff');

export const norm = (value: unknown): string =>
  ligatures(String(value ?? ''))
    .normalize('NFKC')
    .replace(/[\u00AD\u2010\u2011]/g, '-')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .replace(/[^a-z0-9+#/&.' ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[ .]+|[ .]+$/g, '')
    .trim();

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** "May 2020", "05/2020", "2020.05" → "2020-5"; "Present" and its kin → "present"; a year stays a year. */
export function dateKey(value: unknown): string {
  const s = String(value ?? '')
    .trim()
    .toLowerCase();
  if (!s) return '';
  if (/^(present|current|now|pres\.?|today)$/.test(s)) return 'present';
  let m = /(\d{4})[-.](\d{1,2})/.exec(s);
  if (m) return `${m[1]}-${Number(m[2])}`;
  m = /(\d{1,2})[/.](\d{4})/.exec(s);
  if (m) return `${m[2]}-${Number(m[1])}`;
  m = /([a-z]+)\.?,?\s+(\d{4})/.exec(s);
  if (m?.[1]) {
    const index = MONTHS.indexOf(m[1].slice(0, 3));
    return index >= 0 ? `${m[2]}-${index + 1}` : `${m[2]}-${m[1]}`;
  }
  m = /(\d{4})/.exec(s);
  if (m?.[1]) return m[1];
  return s;
}

const fuzzyEq = (p: string, t: string): boolean => {
  const a = norm(p);
  const b = norm(t);
  if (!a || !b) return false;
  if (a === b) return true;
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  return long.includes(short) && short.length / long.length >= 0.6;
};

const nameOk = (p: string, t: string): boolean => {
  const a = norm(p);
  const b = norm(t);
  return (
    a === b ||
    (a.startsWith(`${b} `) &&
      /^( [a-z]{2,5}\.?)+$/.test(a.slice(b.length).replace(/,/g, ' ').replace(/\s+/g, ' ')))
  );
};

type ListScore = { parsed: number; truth: number; correct: number; found: number };

function listScore(parsed: string[], truth: string[]): ListScore {
  const known = new Set(truth.map(norm));
  const correct = parsed.filter(
    (p) => known.has(norm(p)) || truth.some((t) => fuzzyEq(p, t) && norm(p).length >= 3),
  );
  const found = truth.filter((t) =>
    correct.some((p) => {
      const a = norm(p);
      const b = norm(t);
      return a === b || ` ${a} `.includes(` ${b} `) || fuzzyEq(p, t);
    }),
  );
  return { parsed: parsed.length, truth: truth.length, correct: correct.length, found: found.length };
}

export type ResumeScore = {
  contact: [number, number, number];
  roles: [number, number, number];
  rolesFound: number;
  rolesTruth: number;
  skills: ListScore;
  certs: ListScore;
};

/** Counts of [correct, filled, in truth] for contact and role fields, roles found, list recall. */
export function scoreResume(parsed: ScoredResume | null, truth: TruthResume): ResumeScore {
  const r = parsed ?? { experience: [], skills: [], certifications: [] };
  const contact: [number, number, number] = [0, 0, 0];
  const roles: [number, number, number] = [0, 0, 0];
  let rolesFound = 0;
  const checks: Array<[string | undefined, string, (a: string, b: string) => boolean]> = [
    [r.name, truth.name, nameOk],
    [r.email, truth.email, (a, b) => a.toLowerCase() === b.toLowerCase()],
    [r.phone, truth.phone, (a, b) => a.replace(/\D/g, '') === b.replace(/\D/g, '')],
    [r.location, truth.location, (a, b) => fuzzyEq(a, b) || norm(a).startsWith(norm(b))],
  ];
  for (const [p, t, eq] of checks) {
    const value = p && p !== 'Unnamed' ? p : '';
    if (value) contact[1]++;
    if (t) contact[2]++;
    if (value && t && eq(value, t)) contact[0]++;
  }
  const used = new Set<number>();
  for (const p of r.experience ?? []) {
    let best = -1;
    let bestScore = -1;
    truth.roles.forEach((t, index) => {
      if (used.has(index)) return;
      let score = 0;
      if (dateKey(p.startDate) === dateKey(t.start)) score += 2;
      if (dateKey(p.endDate) === dateKey(t.end)) score += 2;
      if (norm(p.title) === norm(t.title)) score += 3;
      if (t.company && norm(p.company) === norm(t.company)) score += 3;
      if (score > bestScore && score >= 3) {
        best = index;
        bestScore = score;
      }
    });
    roles[1] += (['title', 'company', 'startDate', 'endDate'] as const).filter((key) => p[key]).length + 1;
    const t = truth.roles[best];
    if (!t) continue;
    used.add(best);
    rolesFound++;
    const bullets = (p.bullets ?? []).length;
    const ok = [
      norm(p.title) === norm(t.title),
      !!t.company && norm(p.company) === norm(t.company),
      dateKey(p.startDate) === dateKey(t.start),
      !!t.end && dateKey(p.endDate) === dateKey(t.end),
      bullets >= t.bullets && bullets <= t.bullets + (t.opt ?? 0),
    ];
    roles[0] += ok.filter(Boolean).length;
  }
  for (const t of truth.roles) roles[2] += 3 + (t.company ? 1 : 0) + (t.end ? 1 : 0);
  return {
    contact,
    roles,
    rolesFound,
    rolesTruth: truth.roles.length,
    skills: listScore(r.skills ?? [], truth.skills ?? []),
    certs: listScore(r.certifications ?? [], truth.certifications ?? []),
  };
}

export type CorpusScore = {
  lines: string[];
  roleRecall: number;
  roleFieldRecall: number;
  fieldRecall: number;
  summary: string;
};

const pct = (c: number, n: number) => (n ? `${Math.round((100 * c) / n)}%` : 'n/a');

/** One line per file and the three corpus figures: roles found, role fields right, all fields recalled. */
export function scoreCorpus(
  truth: Record<string, TruthResume>,
  parsedByFile: Record<string, ScoredResume | null>,
): CorpusScore {
  const lines: string[] = [];
  let rolesFound = 0;
  let rolesTruth = 0;
  const roleFields = [0, 0, 0];
  const contact = [0, 0, 0];
  const recall = [0, 0];
  for (const [file, t] of Object.entries(truth)) {
    const s = scoreResume(parsedByFile[file] ?? null, t);
    rolesFound += s.rolesFound;
    rolesTruth += s.rolesTruth;
    for (const i of [0, 1, 2] as const) {
      roleFields[i] = (roleFields[i] ?? 0) + s.roles[i];
      contact[i] = (contact[i] ?? 0) + s.contact[i];
    }
    const rc = s.contact[0] + s.roles[0] + s.skills.found + s.certs.found;
    const rt = s.contact[2] + s.roles[2] + s.skills.truth + s.certs.truth;
    recall[0] = (recall[0] ?? 0) + rc;
    recall[1] = (recall[1] ?? 0) + rt;
    lines.push(
      `${file}: roles ${s.rolesFound}/${s.rolesTruth}, role fields ${pct(s.roles[0], s.roles[2])}, contact ${s.contact[0]}/${s.contact[2]}, skills ${s.skills.found}/${s.skills.truth}, certifications ${s.certs.found}/${s.certs.truth}, field recall ${pct(rc, rt)}`,
    );
  }
  const [fieldsRight = 0, , fieldsTruth = 0] = roleFields;
  const [recalled = 0, recallTruth = 0] = recall;
  return {
    lines,
    roleRecall: rolesTruth ? rolesFound / rolesTruth : 0,
    roleFieldRecall: fieldsTruth ? fieldsRight / fieldsTruth : 0,
    fieldRecall: recallTruth ? recalled / recallTruth : 0,
    summary: `roles ${rolesFound}/${rolesTruth} (${pct(rolesFound, rolesTruth)}), role fields ${pct(fieldsRight, fieldsTruth)}, contact ${pct(contact[0] ?? 0, contact[2] ?? 0)}, field recall ${pct(recalled, recallTruth)}`,
  };
}
