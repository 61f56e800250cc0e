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
  if (failures.length > 1) throw new AggregateError(failures, `${failures.length} of the steps failed`);
}

/**
 * A runner for tasks that must not overlap for one key (one post's matching after posting and after
 * each edit): in this process, a key's tasks run one after the other in the order they came, each
 * once the one before settled; different keys' tasks run side by side.
 */
export function oneAtATimePerKey(): (key: string, task: () => Promise<void>) => Promise<void> {
  const underWay = new Map<string, Promise<void>>();
  return (key, task) => {
    const turn = (underWay.get(key) ?? Promise.resolve()).catch(() => undefined).then(task);
    underWay.set(key, turn);
    const forget = () => void (underWay.get(key) === turn && underWay.delete(key));
    turn.then(forget, forget);
    return turn;
  };
}
