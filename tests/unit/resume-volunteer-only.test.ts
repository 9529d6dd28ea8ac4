import { describe, expect, it } from 'vitest';
import { detectResumeFile, parseResumeFile } from '../../src/server/resume/parse/parse-file';

// An invented resume whose only work is volunteering (issue 29 saw one read as "0 roles" and nothing else).
const TEXT = `Rosa Delgado
rosa.delgado@example.com | 555-0133 | Tucson, AZ

VOLUNTEER EXPERIENCE
Volunteer IT Coordinator, Desert Bloom Food Bank, Tucson, AZ (2021 - Present)
- Set up donated laptops for 30 volunteers
- Ran the shared drive and Wi-Fi

Tutor, Pima Literacy Project (2019 - 2021)
- Taught basic computer skills to 40 adults
`;

describe('a resume of volunteer work only', () => {
  it('reads each volunteer role with its organisation, dates and bullets', async () => {
    const bytes = Buffer.from(TEXT, 'utf8');
    const { resume } = await parseResumeFile(bytes, await detectResumeFile(bytes, 'resume.txt'));
    expect(resume.experience).toEqual([]);
    expect(
      resume.volunteer?.map((entry) => [entry.position, entry.organization, entry.startDate, entry.endDate]),
    ).toEqual([
      ['Volunteer IT Coordinator', 'Desert Bloom Food Bank', '2021', 'Present'],
      ['Tutor', 'Pima Literacy Project', '2019', '2021'],
    ]);
    expect(resume.volunteer?.map((entry) => entry.bullets.length)).toEqual([2, 1]);
  });
});
