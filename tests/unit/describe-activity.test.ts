import { describe, expect, it } from 'vitest';
import { adminActions } from '../../src/server/services/activity/admin-actions';
import { describeActivity } from '../../src/server/services/activity/describe-activity';
import { authActions } from '../../src/server/services/auth/auth-actions';
import { jobActions } from '../../src/server/services/jobs/job-actions';
import { resumeActions } from '../../src/server/services/resumes/resume-actions';

const facts = (action: string, details: unknown = null) => ({
  action,
  resource: null,
  resourceId: null,
  details,
});

describe('activity in words', () => {
  it.each([
    ['file_deleted', { originalName: 'report.pdf' }, 'Deleted file report.pdf'],
    ['certificate_uploaded', { name: 'Edge', domain: 'example.com' }, 'Uploaded certificate Edge'],
    ['job_application_created', { company: 'Acme', position: 'CIO' }, 'Added application CIO at Acme'],
    ['job_application_updated', { toStatus: 'interview' }, 'Moved an application to interview'],
    ['resume.base.delete', { name: 'Main' }, 'Deleted base resume Main'],
    ['resume_base_deleted', { name: 'Main' }, 'Deleted base resume Main'],
    ['file_deleted', null, 'Deleted file'],
    ['something_new', null, 'Something new'],
  ])('%s with %j reads "%s"', (action, details, words) => {
    expect(describeActivity(facts(action, details))).toBe(words);
  });

  it('has every action code in one style, each with its own words', () => {
    const codes = [adminActions, authActions, jobActions, resumeActions].flatMap((group) =>
      Object.values(group),
    );
    for (const code of codes) {
      expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
      const words = describeActivity(facts(code));
      expect(words).not.toContain('_');
      expect(words.toLowerCase()).not.toBe(code.replace(/_/g, ' '));
    }
  });
});
