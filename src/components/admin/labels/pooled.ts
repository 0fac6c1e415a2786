/**
 * Runs `work` on every item with at most `limit` running at once, starting them in order;
 * resolves when all are done. `work` must not throw: each item's outcome is its own business.
 */
export async function runPooled<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]
      next += 1
      await work(item as T)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}
