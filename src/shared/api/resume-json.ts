import { jsonResumeSchema } from '../resume/json-resume-document';
import { z } from '../zod';
import { baseResumeNameSchema } from './resume-base';

export { type JsonResume, jsonResumeSchema } from '../resume/json-resume-document';

export const importJsonResumeBodySchema = z.object({ name: baseResumeNameSchema, resume: jsonResumeSchema });

export type ImportJsonResumeBody = z.infer<typeof importJsonResumeBodySchema>;
