/**
 * Runs `run` for each item in turn, each on its own: one that fails does not stop the rest. An hourly
 * job that stopped at its first failure would let one person's broken e-mail, or one broken job,
 * starve everything after it, every hour. The failures are thrown together at the end, to be logged.
 */
export async function eachOnItsOwn<T>(items: Iterable<T>, run: (item: T) => Promise<unknown>): Promise<void> {
  const failures: unknown[] = [];
  for (const item of items) {
    try {
      await run(item);
    } catch (error) {
      failures.push(error);
    }
  }
  if (failures.length === 1) throw failures[0];
  if (failures.length > 1) throw new AggregateError(failures, `${failures.length} of the hourly steps failed`);
}
