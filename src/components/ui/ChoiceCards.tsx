import type { LucideIcon } from 'lucide-react'

export type Choice<T extends string> = { value: T; title: string; description: string; Icon: LucideIcon }

/**
 * A radio group drawn as cards, each with an icon, a title and a line of explanation. Put it in a
 * fieldset; `legend` becomes that fieldset's legend.
 */
export function ChoiceCards<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend?: string
  name: string
  choices: Choice<T>[]
  value: T
  onChange: (value: T) => void
}) {
  return (
    <>
      {legend ? <legend className="text-sm font-medium">{legend}</legend> : null}
      <div className={`grid gap-3 sm:grid-cols-2 ${legend ? 'mt-2' : ''}`}>
        {choices.map(({ value: option, title, description, Icon }) => (
          <label
            key={option}
            className={`flex cursor-pointer gap-3 rounded-2xl border p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent ${value === option ? 'border-ink bg-paper' : 'border-line bg-white hover:border-ink/40'}`}
          >
            <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} className="sr-only" />
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
            <span>
              <span className="block font-medium">{title}</span>
              <span className="mt-0.5 block text-sm text-muted">{description}</span>
            </span>
          </label>
        ))}
      </div>
    </>
  )
}
