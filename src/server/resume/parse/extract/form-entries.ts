import { HOLDS_YEAR } from '../dates';
import { isStandardHeading } from '../sections';
import { createLine, type SourceLine } from '../source-lines';

/**
 * Jobs described on a form: a fixed label beside or above each value. The Europass CV (2004–2020)
 * orders them dates, position, activities, employer, sector, in the languages of the EU's own
 * template; an application copied from an applicant tracking system (Workday, Taleo,
 * SuccessFactors) orders them job title, company, location, whether current, from, to,
 * description. The labels are read as the form's fields and each job is written out as a plain
 * entry: title, employer, dates, then its duties as bullets.
 */
type Field =
  | 'dates'
  | 'title'
  | 'duties'
  | 'employer'
  | 'sector'
  | 'place'
  | 'current'
  | 'start'
  | 'end'
  | 'unused';

const LABELS: Partial<Record<Field, readonly string[]>> = {
  dates: ['dates', 'zeitraum', 'fechas', 'date', 'datas', 'data', 'periode', 'datum'],
  title: [
    'occupation or position held',
    'fonction ou poste occupé',
    'beruf oder funktion',
    'profesión o cargo desempeñado',
    'lavoro o posizione ricoperti',
    'função ou cargo ocupado',
    'functie of positie',
  ],
  duties: [
    'main activities and responsibilities',
    'principales activités et responsabilités',
    'wichtigste tätigkeiten und zuständigkeiten',
    'funciones y responsabilidades principales',
    'principali attività e responsabilità',
    'principais actividades e responsabilidades',
    'principais atividades e responsabilidades',
    'belangrijkste taken en verantwoordelijkheden',
  ],
  employer: [
    'name and address of employer',
    "nom et adresse de l'employeur",
    'name und adresse des arbeitgebers',
    'nombre y dirección de la empresa o empleador',
    'nome e indirizzo del datore di lavoro',
    'nome e morada do empregador',
    'nome e endereço do empregador',
    'naam en adres van de werkgever',
  ],
  sector: [
    'type of business or sector',
    "type ou secteur d'activité",
    'tätigkeitsbereich oder branche',
    'tipo de empresa o sector',
    'tipo di attività o settore',
    'tipo de empresa ou sector',
    'soort onderneming of sector',
  ],
};

/** An applicant tracking system's labels: one or two common words, so read only as a whole line. */
const FORM_LABELS: Partial<Record<Field, readonly string[]>> = {
  // "Post held", "Exact title of your post": the words of civil-service and UN application forms.
  title: [
    'job title',
    'position title',
    'job title / position',
    'post held',
    'position held',
    'exact title of your post',
    'title of your post',
    'title of post',
  ],
  employer: [
    'company',
    'company name',
    'employer',
    'employer name',
    'organization',
    'organisation',
    'name of employer',
  ],
  place: [
    'location',
    'city',
    'job location',
    'address of employer',
    'employer address',
    'employer s address',
  ],
  sector: ['type of business', 'industry'],
  current: [
    'i currently work here',
    'current job',
    'currently working here',
    'i currently work in this role',
  ],
  start: ['from', 'start date', 'from date'],
  end: ['to', 'end date', 'to date'],
  duties: [
    'role description',
    'description',
    'job description',
    'responsibilities',
    'duties',
    'description of your duties',
    'description of duties',
  ],
  // Fields a job's form asks that a resume does not carry: read so that they end no job.
  unused: [
    'salary',
    'monthly salary',
    'starting salary',
    'final salary',
    'reason for leaving',
    'supervisor',
    "supervisor's name",
    'name of supervisor',
    'may we contact',
    'may we contact this employer',
    'notice period',
    'salaries per annum',
    'no. and kind of employees supervised by you',
    'number of employees supervised',
  ],
};

/** The fields a job's form may open with: its dates (Europass) or its title. */
const OPENERS: ReadonlySet<Field> = new Set(['dates', 'title']);

/** Whether a field can open a job: one of the openers, or a "From" that is empty or holds a year. */
function opensJob(label: { field: Field; value: string }): boolean {
  return (
    OPENERS.has(label.field) || (label.field === 'start' && (!label.value || HOLDS_YEAR.test(label.value)))
  );
}

/** "Work Experience 2", "Position 3": the form's counter above each job, a boundary and nothing more. */
const ENTRY_COUNTER = /^(?:work experience|experience|employment|position|job|work history)\s*#?\s*\d+$/i;

const DATE_FORMAT_HINT =
  /\s*\(?\b(?:mo|mm|m|dd|d)\s*\/\s*(?:yr|yy|yyyy|mm|m)(?:\s*\/\s*(?:yr|yy|yyyy))?\b\)?\s*$/i;

/** "(ii)", "(b)", "3.": a form's number before a job's first field. */
const COUNTER = /^\s*\(?(?:[ivx]{1,5}|[a-h]|\d{1,2})[.)]\s*(?:\|\s*)?/i;

/**
 * "(i) | From: 01/06/2021 | To: Present": several fields on one row, each read as its own line. A
 * cell that is no field (a number, a trailing counter) stays with the field before it.
 */
function splitFieldRow(line: SourceLine): SourceLine[] {
  const cells = line.text.replace(COUNTER, '').split(/\s+\|\s+/);
  if (cells.length < 2 || !cells.every((cell) => readLabel(cell) !== null)) return [line];
  return cells.map((cell) => ({ ...line, text: cell }));
}

const MIN_ENTRIES = 2;
const MAX_TOWN_WORDS = 4;

const normalize = (text: string) => text.toLowerCase().replace(/[’`]/g, "'").replace(/\s+/g, ' ').trim();

/**
 * "Occupation or position held | Engineer" → the field and "Engineer"; a label alone → its field
 * and "". A label set close to its value is read off the line's start too: one of several words
 * always, a one-word label ("Dates") only before a date.
 */
function readLabel(text: string): { field: Field; value: string } | null {
  const [head = '', ...rest] = text.replace(COUNTER, '').split(/\s+\|\s+|\s*:\s+|\t+/);
  // "FROM mo/yr", "Start date (MM/YYYY)": the format the form asks for is no part of the label.
  const label = normalize(head.replace(/:$/, '').replace(DATE_FORMAT_HINT, ''));
  const line = normalize(text);
  for (const [field, labels] of Object.entries(FORM_LABELS) as [Field, readonly string[]][])
    if (labels.includes(label)) return { field, value: rest.join(' ').trim() };
  for (const [field, labels] of Object.entries(LABELS) as [Field, readonly string[]][]) {
    if (labels.includes(label)) return { field, value: rest.join(' ').trim() };
    const prefix = labels.find((candidate) => line.startsWith(`${candidate} `));
    if (!prefix) continue;
    const value = text.trim().slice(prefix.length).trim();
    // "Date of birth: 22/09/1989" is a personal detail, not a job's dates.
    if (prefix.includes(' ') || (HOLDS_YEAR.test(value) && !/^(of|de|di|da|do|des|der|van)\b/i.test(value)))
      return { field, value };
  }
  return null;
}

type Entry = Partial<Record<Field, string[]>>;

/** The employer's name, without the street address the form asks for beside it. */
function employerLines(value: string): SourceLine[] {
  const [name = '', ...address] = value.split(/,\s+/);
  const place = address.at(-1)?.replace(/^\d[\d -]*\s+/, '');
  return [createLine(place && address.length > 0 ? `${name} | ${place}` : name, { isEmphasized: true })];
}

/** The employer's line: with the place the form names beside it, or read out of its address. */
function employerOf(name: string, place: string): SourceLine[] {
  if (!name) return [];
  // An address asked for on its own ("Address of employer") ends in its town.
  const town = place.split(/,\s*/).at(-1)?.trim() ?? '';
  return town ? [createLine(`${name} | ${town}`, { isEmphasized: true })] : employerLines(name);
}

/** The job's dates as one range: the form's own, or "from – to", "Present" when it is current. */
function datesOf(entry: Entry): string {
  const { dates = [], start = [], end = [], current = [] } = entry;
  if (dates.length > 0) return dates.join(' ');
  const isCurrent = /^(yes|true|ja|oui|sí|si|sim)$/i.test(current.join(' ').trim());
  const to = end.join(' ') || (isCurrent ? 'Present' : '');
  return start.length > 0 ? [start.join(' '), to].filter(Boolean).join(' – ') : '';
}

function writeEntry(entry: Entry): SourceLine[] {
  const { title = [], employer = [], place = [], duties = [] } = entry;
  const dates = datesOf(entry);
  return [
    ...(title.length > 0 ? [createLine(title.join(' '), { isEmphasized: true })] : []),
    ...employerOf(employer.join(' '), place.join(' ')),
    ...(dates ? [createLine(dates)] : []),
    ...duties.map((duty) => createLine(duty, { isBullet: true })),
  ];
}

/** The lines of a CV written on a job form with each job written out as a plain entry; any other file's lines as they were. */
export function readFormEntries(source: readonly SourceLine[]): SourceLine[] {
  const titles = source.filter((line) => readLabel(line.text)?.field === 'title').length;
  if (titles < MIN_ENTRIES) return [...source];
  const lines = source.flatMap(splitFieldRow);
  const out: SourceLine[] = [];
  let entry: Entry | null = null;
  let field: Field | null = null;
  // Labels set one under another before their values ("Main activities…", "Name and address…"):
  // the values that follow fill them in order.
  let pending: Field[] = [];
  // The field each job's form opens with (Europass: its dates; a tracker: the job title).
  let first: Field | null = null;
  const close = () => {
    if (entry) out.push(...writeEntry(entry));
    entry = null;
    field = null;
    pending = [];
  };
  for (const line of lines) {
    const isCounter = ENTRY_COUNTER.test(line.text.trim());
    if (isCounter || (entry && isStandardHeading(line.text))) {
      close();
      if (!isCounter) out.push(line);
      continue;
    }
    const label = readLabel(line.text);
    // Outside a job, only the field a job opens with starts one: "City" in the contact details or
    // "From" under "Education" belongs to no job.
    if (label && !entry && (!opensJob(label) || (first !== null && label.field !== first))) {
      out.push(line);
      continue;
    }
    if (label) {
      first ??= label.field;
      // A form starts again at its first field, or at a field the current one already holds.
      if (!entry || label.field === first || entry[label.field]) {
        close();
        entry = {};
      }
      field = label.field;
      entry[field] = label.value ? [label.value] : [];
      if (!label.value && field !== 'unused') pending.push(field);
      continue;
    }
    if (!entry || !field) {
      out.push(line);
      continue;
    }
    const fields: Entry = entry;
    // A salary or a supervisor's name is read and left out, however many lines it takes.
    if (field === 'unused' && !line.isBullet) continue;
    const waiting = pending.shift();
    if (waiting) {
      fields[waiting] = [line.text];
      field = waiting;
      continue;
    }
    const values = fields[field] ?? [];
    // Every line of the activities is a duty; any other field's lines are one value wrapped.
    // A sentence wrapped onto the next row ("…prepared work instructions / and helped…") is one duty.
    if (field === 'duties' && values.length > 0 && !line.isBullet && /^[a-z(]/.test(line.text))
      values[values.length - 1] = `${values.at(-1)} ${line.text}`;
    else if (field === 'duties') values.push(line.text);
    // Any other field's value wraps only as a wrap reads ("… 21000 Novi Sad" / "(Serbia)"); an
    // address may wrap before its town ("…, 1250-146" / "Lisboa (Portugal)").
    else if (
      field !== 'sector' &&
      values.length > 0 &&
      !line.isBullet &&
      (/^[a-z(]/.test(line.text) || (field === 'employer' && line.text.split(' ').length <= MAX_TOWN_WORDS))
    )
      values[values.length - 1] = `${values.at(-1)} ${line.text}`;
    else {
      close();
      out.push(line);
      continue;
    }
    fields[field] = values;
  }
  close();
  return out;
}
