import type { Operation } from './types.ts';

export const DISCOVERY_OPERATIONS: Operation[] = [];
