/**
 * A reader that stops early (`pagegrade checks | head -1`) closes the pipe, and the next write
 * fails with EPIPE. That is the reader's choice, not a failure of the command: stop at once and
 * quietly, as command-line tools do, instead of printing a stack trace for an unhandled 'error'.
 * Any other write error is still thrown.
 */
export function exitQuietlyWhenPipeCloses(streams: NodeJS.WriteStream[] = [process.stdout, process.stderr]): void {
  for (const stream of streams) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE') throw err;
      process.exit(0);
    });
  }
}
