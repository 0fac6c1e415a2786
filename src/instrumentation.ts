/** Next.js calls this once when a server starts: it starts the jobs queue (emails, digest). */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const { startJobRunner } = await import('./jobs/start-job-runner')
  await startJobRunner()
}
