import type { ParsedResume } from '../../src/shared/resume/parsed-resume';

export type ResumeLayout = 'single' | 'two-column' | 'awkward';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function renderRoles(resume: ParsedResume, layout: ResumeLayout): string {
  return resume.experience
    .map((role) => {
      const header =
        layout === 'awkward'
          ? `<div class="role"><b>${escapeHtml(role.company)}</b> — ${escapeHtml(role.location)}</div><div class="role"><i>${escapeHtml(role.title)}</i><span class="dates">${escapeHtml(role.startDate)} – ${escapeHtml(role.endDate)}</span></div>`
          : `<div class="role"><b>${escapeHtml(role.title)}</b><span class="dates">${escapeHtml(role.startDate)} - ${escapeHtml(role.endDate)}</span></div><div>${escapeHtml(role.company)} | ${escapeHtml(role.location)}</div>`;
      return `${header}<ul>${role.bullets.map((bullet) => `<li>${escapeHtml(bullet)}</li>`).join('')}</ul>`;
    })
    .join('');
}

function renderSide(resume: ParsedResume, headings: Record<string, string>, layout: ResumeLayout): string {
  const skills =
    layout === 'single'
      ? `<p>${resume.skills.map(escapeHtml).join(', ')}</p>`
      : `<ul>${resume.skills.map((skill) => `<li>${escapeHtml(skill)}</li>`).join('')}</ul>`;
  return [
    `<h2>${headings.skills}</h2>${skills}`,
    `<h2>${headings.certifications}</h2><ul>${resume.certifications.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    `<h2>${headings.education}</h2>${resume.education.map((entry) => `<p><b>${escapeHtml(entry.degree)}</b><br>${escapeHtml(entry.school)}, ${escapeHtml(entry.location)}<br>${escapeHtml(entry.graduationDate)}${entry.gpa ? `<br>GPA: ${escapeHtml(entry.gpa)}` : ''}</p>`).join('')}`,
  ].join('');
}

/**
 * A resume as HTML for Chromium to print: the plain one-column layout, a two-column layout with a
 * sidebar, or a one-column layout with letter-spaced, unusual headings and employer-first roles.
 */
export function renderResumeHtml(resume: ParsedResume, layout: ResumeLayout): string {
  const headings =
    layout === 'awkward'
      ? {
          summary: 'A B O U T&nbsp;&nbsp;M E',
          experience: 'Where I’ve Worked:',
          skills: 'T O O L B O X',
          certifications: 'Credentials:',
          education: 'Schooling',
          achievements: 'Highlights',
        }
      : {
          summary: 'Professional Summary',
          experience: 'Work Experience',
          skills: 'Skills',
          certifications: 'Certifications',
          education: 'Education',
          achievements: 'Key Achievements',
        };
  const contact = `<p class="contact">${[resume.email, resume.phone, resume.location].map(escapeHtml).join(' | ')}</p>`;
  const main = [
    `<h2>${headings.summary}</h2><p>${escapeHtml(resume.summary)}</p>`,
    `<h2>${headings.experience}</h2>${renderRoles(resume, layout)}`,
    `<h2>${headings.achievements}</h2><ul>${resume.achievements.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
  ].join('');
  const body =
    layout === 'two-column'
      ? `<div class="columns"><aside>${renderSide(resume, headings, layout)}</aside><main>${main}</main></div>`
      : `${main}${renderSide(resume, headings, layout)}`;
  return `<!doctype html><html><head><meta charset="utf-8"><style>
    body { font-family: 'DejaVu Sans', Arial, sans-serif; font-size: 10.5pt; margin: 0; color: #111; }
    h1 { font-size: 22pt; margin: 0 0 4pt; } h2 { font-size: 13pt; margin: 12pt 0 4pt; text-transform: none; }
    .contact { margin: 0 0 6pt; } ul { margin: 2pt 0 6pt; padding-left: 18pt; } li { margin: 1pt 0; }
    .role { display: flex; justify-content: space-between; margin-top: 6pt; } .dates { white-space: nowrap; }
    .columns { display: grid; grid-template-columns: 30% 66%; column-gap: 4%; }
  </style></head><body><h1>${escapeHtml(resume.name)}</h1>${contact}${body}</body></html>`;
}
