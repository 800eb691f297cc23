import type { Operation } from './types.ts';

export const ASK_OPERATIONS: Operation[] = [];
