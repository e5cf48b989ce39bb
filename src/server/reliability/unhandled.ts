/**
 * Collects unhandled promise rejections while a suite runs: an answer that
 * looks fine while a promise fails in the background is still a defect.
 */
export function trackUnhandled() {
  const seen: string[] = [];
  const onRejection = (reason: unknown) => {
    seen.push(reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));
  };
  process.on('unhandledRejection', onRejection);
  return {
    /** The rejections since the last call. */
    take(): string[] {
      return seen.splice(0, seen.length);
    },
    stop() {
      process.off('unhandledRejection', onRejection);
    },
  };
}
