import { callServerAction, REVIEW_ACTIONS } from '../tests/support/server-action'
import { getJSON, writeJSON } from './load-api'
import { Client, type LoadPlan, type LoadRecord } from './load-users'

/**
 * The card-payment races of `npm run load`: projects of the demo customer brought to Awaiting
 * Payment before the run the way staff and the customer do it over REST, then, during the run, five
 * offline test-card payments for one of them sent at the same moment through the payment page's
 * server action (`payWithTestCard`), as five people with the share link paying at once would.
 */

export type RaceProject = { id: number; name: string; shareKey: string }

const PAYMENTS_AT_ONCE = 5
const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' }

type Session = { token: string; id: number }

/** `count` projects of `owner`, each with one line of a demo product, awaiting payment. */
export async function prepareRaceProjects(baseURL: string, runId: string, staff: Session, owner: Session, count: number) {
  const products = await fetch(`${baseURL}/payload-api/products?limit=1&depth=0&where[hasSizing][not_equals]=true`).then(
    (response) => response.json() as Promise<{ docs: { id: number; title: string }[] }>,
  )
  const product = products.docs[0]!
  const projects: RaceProject[] = []
  for (let n = 1; n <= count; n += 1) {
    const name = `Load ${runId} payment race ${n}`
    const project = await writeJSON(baseURL, staff.token, '/projects', 'POST', { name, customer: owner.id })
    await writeJSON(baseURL, staff.token, '/line-items', 'POST', {
      project: project.id,
      title: product.title,
      product: product.id,
      quantity: 20,
      position: 0,
    })
    await writeJSON(baseURL, staff.token, `/projects/${project.id}`, 'PATCH', { status: 'proposal_sent' })
    await writeJSON(baseURL, owner.token, `/projects/${project.id}`, 'PATCH', { status: 'awaiting_confirmation' })
    await writeJSON(baseURL, staff.token, `/projects/${project.id}`, 'PATCH', { status: 'awaiting_payment', shippingEstimate: 4500 })
    const { shareKey } = await getJSON(`${baseURL}/payload-api/projects/${project.id}?depth=0&select[shareKey]=true`, staff.token)
    projects.push({ id: project.id, name, shareKey })
  }
  return projects
}

/** Five payments for `project` at once, each from its own address; every answer is recorded. */
async function race(plan: LoadPlan, record: LoadRecord, project: RaceProject) {
  const payerEmail = `payer-${plan.runId}-${project.id}@example.com`
  const page = `/review/projects/${project.id}/payment?key=${encodeURIComponent(project.shareKey)}`
  const answers = await Promise.all(
    Array.from({ length: PAYMENTS_AT_ONCE }, async () => {
      const client = new Client(plan, record, 'payment')
      const started = performance.now()
      try {
        const { status, result } = await callServerAction(
          page,
          REVIEW_ACTIONS.payTestCard,
          [String(project.id), project.shareKey, payerEmail, GOOD_CARD],
          {
            base: plan.baseURL,
            headers: { 'x-forwarded-for': client.from },
          },
        )
        record.samples.push({ group: 'payment', ms: performance.now() - started, error: status === 200 ? null : `payWithTestCard → ${status}` })
        return result
      } catch (error) {
        record.samples.push({ group: 'payment', ms: performance.now() - started, error: `payWithTestCard: ${(error as Error).message}` })
        return null
      }
    }),
  )
  record.paymentRaces.push({ projectId: project.id, projectName: project.name, payerEmail, answers })
}

/** The races spread evenly over the run: with three projects, at a quarter, half and three quarters of it. */
export async function racePayments(plan: LoadPlan, record: LoadRecord, projects: RaceProject[], startedAt: number) {
  for (const [index, project] of projects.entries()) {
    const at = startedAt + ((plan.until - startedAt) * (index + 1)) / (projects.length + 1)
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())))
    await race(plan, record, project)
  }
}
