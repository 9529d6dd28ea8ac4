import { dateKey, norm, type TruthRole } from '../tests/helpers/parse-score';
import { loadRealTruth, parseRealFile, readRealSplit, realCorpusMissing } from '../tests/helpers/real-corpus';

/**
 * Per-file misses on the TUNING half of the real corpus only (tests/fixtures/real-corpus/
 * split.json): what the reader got beside what the truth says, role by role and for contact.
 * The check half is never printed here, so changes are made against the tuning half alone.
 * Run: npx tsx bench/real-tuning-misses.ts [file-substring]
 */
type Role = { title?: string; company?: string; startDate?: string; endDate?: string; bullets?: string[] };

const show = (role: Role) =>
  `${role.title ?? '-'} | ${role.company ?? '-'} | ${role.startDate ?? '-'} – ${role.endDate ?? '-'} | ${role.bullets?.length ?? 0} bullets`;
const showTruth = (role: TruthRole) =>
  `${role.title} | ${role.company} | ${role.start} – ${role.end} | ${role.bullets}${role.opt ? `+${role.opt}` : ''} bullets`;

function same(role: Role, truth: TruthRole): string[] {
  const wrong: string[] = [];
  if (norm(role.title) !== norm(truth.title)) wrong.push('title');
  if (truth.company && norm(role.company) !== norm(truth.company)) wrong.push('company');
  if (dateKey(role.startDate) !== dateKey(truth.start)) wrong.push('start');
  if (truth.end && dateKey(role.endDate) !== dateKey(truth.end)) wrong.push('end');
  const count = role.bullets?.length ?? 0;
  if (count < truth.bullets || count > truth.bullets + (truth.opt ?? 0)) wrong.push('bullets');
  return wrong;
}

async function main(): Promise<void> {
  const missing = realCorpusMissing();
  if (missing) {
    console.log(`skipped: ${missing}`);
    return;
  }
  const filter = process.argv[2] ?? '';
  const truth = loadRealTruth();
  for (const key of readRealSplit().tuning.filter((name) => name.includes(filter))) {
    const expected = truth[key];
    if (!expected) continue;
    const { resume } = await parseRealFile(key);
    const out: string[] = [];
    for (const field of ['name', 'email', 'phone', 'location'] as const) {
      const got = resume[field] ?? '';
      if (norm(got) !== norm(expected[field])) out.push(`  ${field}: got "${got}" want "${expected[field]}"`);
    }
    const roles = resume.experience as Role[];
    const used = new Set<number>();
    expected.roles.forEach((want, index) => {
      const best = roles.findIndex(
        (role, at) =>
          !used.has(at) &&
          (norm(role.title) === norm(want.title) ||
            (want.company && norm(role.company) === norm(want.company)) ||
            (dateKey(role.startDate) === dateKey(want.start) && dateKey(role.endDate) === dateKey(want.end))),
      );
      const got = roles[best];
      if (!got) {
        out.push(`  role ${index} MISSING: ${showTruth(want)}`);
        return;
      }
      used.add(best);
      const wrong = same(got, want);
      if (wrong.length)
        out.push(`  role ${index} [${wrong.join(',')}]\n    got  ${show(got)}\n    want ${showTruth(want)}`);
    });
    roles.forEach((role, at) => {
      if (!used.has(at)) out.push(`  EXTRA role: ${show(role)}`);
    });
    const skills = new Set((resume.skills ?? []).map(norm));
    const lostSkills = (expected.skills ?? []).filter((skill) => !skills.has(norm(skill)));
    if (lostSkills.length)
      out.push(
        `  skills lost ${lostSkills.length}/${expected.skills?.length}: ${lostSkills.slice(0, 12).join('; ')}`,
      );
    const certs = new Set((resume.certifications ?? []).map(norm));
    const lostCerts = (expected.certifications ?? []).filter((cert) => !certs.has(norm(cert)));
    if (lostCerts.length)
      out.push(
        `  certs lost ${lostCerts.length}/${expected.certifications?.length}: ${lostCerts.join('; ')}`,
      );
    console.log(`${key}${out.length ? '' : ' OK'}`);
    for (const line of out) console.log(line);
  }
}

await main();
