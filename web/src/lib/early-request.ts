/** How long an answer started early may serve: a screen's code arrives well within it, even on a weak network. */
export const EARLY_ANSWER_FRESH_MS = 30_000;

/**
 * A request started before anything asks for it (as a prerendered page or a screen's code starts
 * loading), so its answer is on its way meanwhile. The first caller of `take` afterwards gets that
 * answer instead of sending the request again, unless it was started more than
 * EARLY_ANSWER_FRESH_MS ago (a location fix nobody took would be out of date); later callers send
 * it afresh.
 */
export function earlyRequest<T, A extends unknown[]>(send: (...args: A) => Promise<T>) {
  let early: { answer: Promise<T>; startedAt: number } | undefined;
  return {
    start(...args: A): Promise<T> {
      const answer = send(...args);
      answer.catch(() => undefined); // a failure reaches the caller that takes it
      early = { answer, startedAt: Date.now() };
      return answer;
    },
    take(...args: A): Promise<T> {
      const fresh = early && Date.now() - early.startedAt <= EARLY_ANSWER_FRESH_MS ? early.answer : undefined;
      early = undefined;
      return fresh ?? send(...args);
    },
  };
}
