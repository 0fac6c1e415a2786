// How a customer's name is shown when only some of its parts were given.

function clean(part: string | null | undefined): string {
  return part?.trim() ?? ''
}

export function fullName(firstName?: string | null, lastName?: string | null): string {
  return [clean(firstName), clean(lastName)].filter(Boolean).join(' ')
}

// Avatar initials; '-' keeps the avatar from rendering empty.
export function initials(firstName?: string | null, lastName?: string | null): string {
  const letters = [clean(firstName), clean(lastName)]
    .filter(Boolean)
    .map((part) => Array.from(part)[0].toUpperCase())
    .join('')
  return letters || '-'
}
