import type { Span, SpanProcessor } from '@opentelemetry/sdk-trace'

import { loggableTarget } from '@/domain/loggable-path'

/** The attributes that hold a request's address, ours (http) and Next.js's own spans' alike. */
const ADDRESS_ATTRIBUTES = ['http.target', 'http.url', 'url.full']

/**
 * Hides tokens in addresses (share keys, reset and verification tokens) on every span before it is
 * exported. The HTTP instrumentation can redact its own spans, but Next.js records the raw target
 * on its spans too. `onEnding` is where a span may still be changed; it runs before any exporter.
 */
export class RedactingSpanProcessor implements SpanProcessor {
  onStart(): void {}

  onEnding(span: Span): void {
    for (const name of ADDRESS_ATTRIBUTES) {
      const value = span.attributes[name]
      if (typeof value !== 'string') continue
      const shown = name === 'http.target' ? loggableTarget(value) : this.absolute(value)
      if (shown !== value) span.setAttribute(name, shown)
    }
  }

  onEnd(): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve()
  }

  shutdown(): Promise<void> {
    return Promise.resolve()
  }

  private absolute(value: string): string {
    try {
      const url = new URL(value)
      return `${url.origin}${loggableTarget(`${url.pathname}${url.search}`)}`
    } catch {
      return value
    }
  }
}
