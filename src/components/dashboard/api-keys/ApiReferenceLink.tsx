import { BookOpen } from 'lucide-react'
import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button'
import { API_REFERENCE_PATH } from '@/domain/public-api/problems'

/** Where the developers who use a key read what the API answers and try it out. */
export function ApiReferenceLink() {
  return (
    <Link href={API_REFERENCE_PATH} className={buttonClasses('secondary', 'sm', 'whitespace-nowrap')}>
      <BookOpen className="size-4" aria-hidden />
      API reference
    </Link>
  )
}
