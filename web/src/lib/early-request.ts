/**
 * A request started before anything asks for it (as a prerendered page or a screen's code starts
 * loading), so its answer is on its way meanwhile. The first caller of `take` afterwards gets that
 * answer instead of sending the request again; later callers send it afresh.
 */
export function earlyRequest<T, A extends unknown[]>(send: (...args: A) => Promise<T>) {
  let early: Promise<T> | undefined;
  return {
    start(...args: A): Promise<T> {
      early = send(...args);
      early.catch(() => undefined); // a failure reaches the caller that takes it
      return early;
    },
    take(...args: A): Promise<T> {
      const answer = early ?? send(...args);
      early = undefined;
      return answer;
    },
  };
}
