import { z } from 'zod';

/** The four difficulty levels, derived from how common a word is (frequency rank, CEFR level). */
export const DifficultyLevel = z.enum(['BEGINNER', 'INTERMEDIATE', 'ADVANCED', 'EXPERT']);
export type DifficultyLevel = z.infer<typeof DifficultyLevel>;

export const CefrLevel = z.enum(['A1', 'A2', 'B1', 'B2', 'C1', 'C2']);
export type CefrLevel = z.infer<typeof CefrLevel>;
