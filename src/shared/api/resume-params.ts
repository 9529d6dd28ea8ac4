import { z } from '../zod';

const id = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(2_147_483_647, `${label} is too large`);

export const resumeIdParamsSchema = z.object({ id: id('Resume id') });
export const createResumeParamsSchema = z.object({ jobApplicationId: id('Job application id') });
export const resumeJobParamsSchema = z.object({
  resumeId: id('Resume id'),
  jobApplicationId: id('Job application id'),
});
