import type { ApiKeyScope } from '@/domain/api-key'

/** A scope and its plain words, handed down by the page: the module defining them also hashes keys with Node's crypto, so it stays on the server. */
export type ScopeOption = { scope: ApiKeyScope; summary: string }

/**
 * "What it may do": a tick box per scope, `read` ticked to start with. Each is named by the scope as
 * the API spells it and described by its plain words, so its name stays short when read out.
 */
export function ScopeChoices({ options, error, disabled }: { options: ScopeOption[]; error?: string; disabled: boolean }) {
  return (
    <fieldset id="api-key-scopes">
      <legend className="text-sm font-medium">What it may do</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {options.map(({ scope, summary }) => {
          const id = `api-key-scope-${scope.replace(':', '-')}`
          return (
            <label
              key={scope}
              className="flex cursor-pointer gap-3 rounded-2xl border border-line bg-white p-4 transition-colors hover:border-ink/40 has-[:checked]:border-ink has-[:checked]:bg-paper has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent"
            >
              <input
                id={id}
                type="checkbox"
                name="scopes"
                value={scope}
                defaultChecked={scope === 'read'}
                disabled={disabled}
                aria-labelledby={`${id}-name`}
                aria-describedby={[`${id}-summary`, error ? 'api-key-scopes-error' : null].filter(Boolean).join(' ')}
                aria-invalid={error ? true : undefined}
                className="mt-0.5 size-4 shrink-0 accent-ink"
              />
              <span className="min-w-0">
                <span id={`${id}-name`} className="block font-mono text-sm font-medium">
                  {scope}
                </span>
                <span id={`${id}-summary`} className="mt-0.5 block text-sm text-muted">
                  {summary}
                </span>
              </span>
            </label>
          )
        })}
      </div>
      {error ? (
        <p id="api-key-scopes-error" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
