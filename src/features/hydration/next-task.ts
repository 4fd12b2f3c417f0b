/**
 * Ends the current task. Start-up is a chain of steps, each short on its own (reading the
 * inlined text, the router reading its session state, each turn of hydration); run back to back
 * they would make one task long enough to hold up a tap (docs/decisions/022, 060).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
