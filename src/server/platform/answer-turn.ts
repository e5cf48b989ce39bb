/**
 * Answers that are ready within the event-loop turn their request was read in
 * go out together, at the end of that turn (route.ts; issue 9).
 *
 * Why: writing an answer to a client whose CPU sleeps wakes that CPU, and the
 * wake-up is paid inside the server's own socket write. On the benchmark's VMs
 * (KVM with guest halt polling off) that cost ~45 µs of the server's CPU per
 * answer once the client is faster than the server: the nearest sites spent
 * 220–260 µs a request, one wake-up interrupt per answer, where the bare route
 * spent 30 µs and none (bench/history.md). The same holds for a proxy or a
 * sidecar in front of the server on one host. Sent back to back, the answers
 * of one turn wake the client once: the sites then spent ~150 µs a request
 * and answered 60 % more a second; the code list and home 20–35 % more.
 *
 * What it costs: an answer waits for the rest of its turn, the other requests
 * read with it, which under load were queued anyway; with one request in a
 * turn it waits one check phase (microseconds). An answer that waited for
 * I/O (a database reply) is ready in a later turn and goes at once, as before:
 * holding those back too cost the policy query ~7 % in the same measurements. A
 * refusal (route()'s error answer) is not held either.
 */

let turn = 0;
let turnEnd: Promise<void> | undefined;

/** The end of the current turn: this loop iteration's check phase, where setImmediate callbacks run. */
function endOfTurn(): Promise<void> {
  turnEnd ??= new Promise((resolve) =>
    setImmediate(() => {
      turn += 1;
      turnEnd = undefined;
      resolve();
    }),
  );
  return turnEnd;
}

/** The turn a request is read in (call it as the request arrives). */
export function readTurn(): number {
  // The turn must end, so a later answer can tell it is in another turn.
  void endOfTurn();
  return turn;
}

/** Resolves at the end of the turn when the answer is ready within the turn `readIn`; undefined when it is not. */
export function answerTurn(readIn: number): Promise<void> | undefined {
  return turn === readIn ? endOfTurn() : undefined;
}
