import { describe, expect, it } from 'vitest';
import { parseResumeFile } from '../../src/server/resume/parse/parse-file';

// An invented CV sent as its moderncv LaTeX source: personal data in the preamble, each role an
// \cventry with its dates first, bullets in an itemize, comments and a commented-out role.
const SOURCE = String.raw`%% cv.tex -- compile with latexmk -pdf
\documentclass[11pt,a4paper]{moderncv}
\moderncvstyle{banking}
\usepackage[scale=0.8]{geometry}
\name{Ishbel}{Carrick}
\title{Landscape Architect}
\phone[mobile]{+44~7700~900~527}
\email{ishbel.carrick@example.com}
\social[linkedin]{ishbel-carrick}
\begin{document}
\makecvtitle
\section{Experience}
\cventry{Apr.~2019 -- present}{Senior Landscape Architect}{Thornlea Design Studio}{Perth}{}{%
\begin{itemize}%
\item Lead designer for a 12\,ha riverside park, from concept to
      completion on site.
\item Run planting design reviews for a team of four.
\end{itemize}}
% \cventry{2015--2016}{Barista}{The Bean Tin}{Perth}{}{}
\cventry{Sep.~2014 -- Mar.~2019}{Landscape Architect}{Kelso \& Rule Partnership}{Stirling}{}{%
\begin{itemize}%
\item School grounds and play spaces for two councils.
\end{itemize}}
\section{Education}
\cventry{2010--2014}{BA (Hons) Landscape Architecture}{University of Invercraig}{}{}{}
\end{document}
`;

describe('a resume sent as its LaTeX source', () => {
  it('reads the person and each \\cventry as a role, its wrapped \\item as one bullet', async () => {
    const { resume } = await parseResumeFile(Buffer.from(SOURCE), 'txt');
    expect(resume.name).toBe('Ishbel Carrick');
    expect(resume.email).toBe('ishbel.carrick@example.com');
    expect(resume.experience.map((role) => [role.title, role.company, role.startDate, role.endDate])).toEqual(
      [
        ['Senior Landscape Architect', 'Thornlea Design Studio', 'Apr. 2019', 'Present'],
        ['Landscape Architect', 'Kelso & Rule Partnership', 'Sep. 2014', 'Mar. 2019'],
      ],
    );
    expect(resume.experience[0]?.bullets).toEqual([
      'Lead designer for a 12 ha riverside park, from concept to completion on site.',
      'Run planting design reviews for a team of four.',
    ]);
  });
});
