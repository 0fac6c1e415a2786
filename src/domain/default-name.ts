// A friendly placeholder name for a new project, so no project starts as "Untitled".

export const NAME_ADJECTIVES = [
  'Awesome',
  'Cool',
  'Snazzy',
  'Fancy',
  'Stylish',
  'Trendy',
  'Epic',
  'Custom',
  'Branded',
  'Fun',
  'Unique',
  'Fresh',
  'Premium',
  'Sleek',
  'Exciting',
] as const

export const NAME_NOUNS = ['Swag', 'Merch', 'Kit', 'Pack', 'Gifts', 'Bundle', 'Stash', 'Gear', 'Collection', 'Essentials', 'Loot', 'Drop'] as const

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.min(Math.floor(random() * items.length), items.length - 1)]
}

// `random` is injectable so tests can pin the outcome.
export function defaultName(random: () => number = Math.random): string {
  return `My ${pick(NAME_ADJECTIVES, random)} ${pick(NAME_NOUNS, random)}`
}
