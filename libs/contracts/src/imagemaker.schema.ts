import { z } from 'zod';
import { IMAGEMAKER, ImagemakerTexts } from './imagemaker.js';

/** imagemaker/text-to-image/generate: the description (an optional system prompt may lead it) and the model, which the server fixes. */
export const GenerateImageRequest = z.object({
  prompt: z.string({ error: ImagemakerTexts.emptyPrompt }).trim().min(1, { error: ImagemakerTexts.emptyPrompt })
    .max(IMAGEMAKER.maxPromptLength, { error: `must be at most ${IMAGEMAKER.maxPromptLength} characters` }),
  model: z.string().max(100).optional(),
});
export type GenerateImageRequest = z.infer<typeof GenerateImageRequest>;

export const HistoryQuery = z.object({
  perPage: z.coerce.number({ error: 'must be a number' }).int().min(1).max(50).default(IMAGEMAKER.historyPerPage),
  page: z.coerce.number({ error: 'must be a number' }).int().min(1, { error: 'must be 1 or more' }).max(10_000).default(1),
});
