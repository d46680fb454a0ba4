/** A task boundary: the browser may paint and handle input before the next step. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Evaluates modules one per task, in order. A failed step is left to the code that needs the
 * module, which reports it: this only moves when the work is done.
 */
export async function evaluateInSteps(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    await step().catch(() => undefined);
    await nextTask();
  }
}
