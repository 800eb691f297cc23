import Database from 'better-sqlite3';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DataDirLock {
  /** Lets the next server have the directory; called last in a shutdown. */
  release(): void;
}

/** The file whose lock is held, and the note saying by whom (for the refusal message only). */
const LOCK_FILE = 'pagegrade.lock';
const HOLDER_FILE = 'pagegrade.lock.pid';

export class DataDirInUse extends Error {
  constructor(dir: string, holder: string | null) {
    super(`The data directory ${dir} is in use by another pagegrade server${holder ? ` (process ${holder})` : ''}: two servers on one directory would run each other's jobs. Stop the other one, or give this one its own PAGEGRADE_DATA_DIR.`);
    this.name = 'DataDirInUse';
  }
}

/**
 * Claims the data directory for this process, or throws DataDirInUse. The lock is an exclusive
 * SQLite transaction left open on a file of its own, so it is the kernel's file lock: the kernel
 * drops it when the process ends, however it ends (kill -9 included). A lock can therefore never
 * outlive its process, and a restart never has to guess from a recorded pid (which may have been
 * reused) whether the holder is still alive.
 */
export function lockDataDir(dir: string): DataDirLock {
  mkdirSync(dir, { recursive: true });
  // timeout 0: a held lock answers SQLITE_BUSY at once instead of after SQLite's busy wait.
  const db = new Database(join(dir, LOCK_FILE), { timeout: 0 });
  try {
    // No journal file beside the lock: nothing is ever written in this transaction.
    db.pragma('journal_mode = MEMORY');
    db.exec('BEGIN EXCLUSIVE');
  } catch (err) {
    db.close();
    if ((err as { code?: string }).code === 'SQLITE_BUSY') throw new DataDirInUse(dir, holderOf(dir));
    throw err;
  }
  const holder = join(dir, HOLDER_FILE);
  writeFileSync(holder, `${process.pid}\n`);
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      rmSync(holder, { force: true });
      db.close();
    },
  };
}

function holderOf(dir: string): string | null {
  try {
    return readFileSync(join(dir, HOLDER_FILE), 'utf8').trim() || null;
  } catch {
    return null;
  }
}
