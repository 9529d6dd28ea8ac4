import { describe, expect, it } from 'vitest';
import { insertContactSchema } from '../../src/shared/api/contacts';
import { insertJobApplicationSchema } from '../../src/shared/api/job-applications';
import { z } from '../../src/shared/zod-mini';

const validContact = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  opportunityType: 'consulting',
  message: 'We need help with an M&A integration.',
};

describe('insertContactSchema', () => {
  it('omits id and createdAt from input', () => {
    const parsed = z.parse(insertContactSchema, { ...validContact, id: 99, createdAt: '2020-01-01' });
    expect(parsed).not.toHaveProperty('id');
    expect(parsed).not.toHaveProperty('createdAt');
  });

  it('keeps company optional, storing a blank one as null', () => {
    expect(z.parse(insertContactSchema, validContact).company).toBeNull();
    expect(z.parse(insertContactSchema, { ...validContact, company: '  ' }).company).toBeNull();
    expect(z.parse(insertContactSchema, { ...validContact, company: ' Acme ' }).company).toBe('Acme');
  });

  it.each(['firstName', 'lastName', 'email', 'opportunityType', 'message'])('requires %s', (field) => {
    const result = z.safeParse(insertContactSchema, { ...validContact, [field]: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('bounds every field', () => {
    expect(z.safeParse(insertContactSchema, { ...validContact, message: 'x'.repeat(5001) }).success).toBe(
      false,
    );
    expect(z.safeParse(insertContactSchema, { ...validContact, firstName: 'x'.repeat(101) }).success).toBe(
      false,
    );
    expect(z.safeParse(insertContactSchema, { ...validContact, company: 'x'.repeat(201) }).success).toBe(
      false,
    );
  });
});

describe('insertJobApplicationSchema', () => {
  const minimal = { company: 'Acme', position: 'Director of IT', appliedDate: '2026-03-02' };

  it('coerces appliedDate to a date and applies the defaults', () => {
    const parsed = insertJobApplicationSchema.parse(minimal);
    expect(parsed.appliedDate).toBeInstanceOf(Date);
    expect(parsed.appliedDate.toISOString()).toBe('2026-03-02T00:00:00.000Z');
    expect(parsed.status).toBe('pending');
    expect(parsed.priority).toBe('medium');
  });

  it('turns an empty nextStepDate into null and parses a given one', () => {
    expect(insertJobApplicationSchema.parse({ ...minimal, nextStepDate: '' }).nextStepDate).toBeNull();
    expect(insertJobApplicationSchema.parse(minimal).nextStepDate).toBeNull();
    expect(insertJobApplicationSchema.parse({ ...minimal, nextStepDate: '2026-04-01' }).nextStepDate).toEqual(
      new Date('2026-04-01'),
    );
  });

  it('omits id, userId and timestamps from input', () => {
    const parsed = insertJobApplicationSchema.parse({
      ...minimal,
      id: 5,
      userId: 'someone-else',
      createdAt: '2020-01-01',
      updatedAt: '2020-01-01',
    });
    for (const key of ['id', 'userId', 'createdAt', 'updatedAt']) expect(parsed).not.toHaveProperty(key);
  });

  it('turns empty optional text into null', () => {
    const parsed = insertJobApplicationSchema.parse({
      ...minimal,
      location: '',
      notes: '   ',
      salary: '$200k',
    });
    expect(parsed.location).toBeNull();
    expect(parsed.notes).toBeNull();
    expect(parsed.salary).toBe('$200k');
  });

  it('requires company and position and a valid applied date', () => {
    expect(insertJobApplicationSchema.safeParse({ ...minimal, company: ' ' }).success).toBe(false);
    expect(insertJobApplicationSchema.safeParse({ ...minimal, position: undefined }).success).toBe(false);
    expect(insertJobApplicationSchema.safeParse({ ...minimal, appliedDate: 'someday' }).success).toBe(false);
  });

  it('accepts only the five statuses and three priorities', () => {
    expect(insertJobApplicationSchema.safeParse({ ...minimal, status: 'withdrawn' }).success).toBe(true);
    expect(insertJobApplicationSchema.safeParse({ ...minimal, status: 'ghosted' }).success).toBe(false);
    expect(insertJobApplicationSchema.safeParse({ ...minimal, priority: 'urgent' }).success).toBe(false);
  });
});
