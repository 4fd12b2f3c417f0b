/**
 * Ends the current task. Start-up is a chain of steps, each short on its own (reading the
 * inlined text, React DOM's module, the router reading its session state); run back to back
 * they would make one task long enough to hold up a tap (docs/decisions/022).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
