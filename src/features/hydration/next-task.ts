/**
 * Ends the current task. Start-up is a chain of steps, each short on its own (reading the
 * inlined text, React DOM's module, the router reading its session state); run back to back
 * they would make one task long enough to hold up a tap (docs/decisions/022).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `task` once the next frame has been painted: work an input causes that the answer on
 * screen does not wait for, kept out of the time the visitor waits for that answer.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
