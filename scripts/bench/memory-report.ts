// Loaded into the server process by `npm run bench:streams` (node --import): on SIGUSR2 the
// process collects garbage (with --expose-gc) and writes its memory to stderr as one line,
// `MEMORY {json}`, so the benchmark reads the heap of the process it measures.
process.on('SIGUSR2', () => {
  (globalThis as { gc?: () => void }).gc?.();
  process.stderr.write(`MEMORY ${JSON.stringify(process.memoryUsage())}\n`);
});
