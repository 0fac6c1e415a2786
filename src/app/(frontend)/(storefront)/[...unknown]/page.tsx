import { notFound } from 'next/navigation'

/** Any address no other route claims: "Page not found" inside the site chrome. */
export default function UnknownPage() {
  notFound()
}
