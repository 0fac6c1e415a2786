import { BookOpen } from 'lucide-react'

import { HeaderLink } from '@/components/dashboard/HeaderLink'
import { API_REFERENCE_PATH } from '@/domain/public-api/problems'

/** Where the developers who use a key read what the API answers and try it out. */
export function ApiReferenceLink() {
  return (
    <HeaderLink href={API_REFERENCE_PATH} icon={BookOpen}>
      API reference
    </HeaderLink>
  )
}
