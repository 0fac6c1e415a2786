/**
 * Asks again until `check` holds, for at most `seconds`, every `intervalMs`; returns the last
 * answer either way, for the test to judge.
 */
export const eventually = async <T>(produce: () => Promise<T>, check: (value: T) => boolean, seconds = 10, intervalMs = 250): Promise<T> => {
  const deadline = Date.now() + seconds * 1000
  for (;;) {
    const value = await produce()
    if (check(value) || Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
