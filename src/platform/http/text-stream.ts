/**
 * A response body that writes `pieces` as the client reads them: each piece is made only when
 * the one before has been taken, so a long file never sits in memory whole.
 */
export const textStream = (pieces: Iterator<string>): ReadableStream<Uint8Array> => {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pieces.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
  })
}
