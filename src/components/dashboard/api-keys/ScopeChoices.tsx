import { CheckboxCard } from '@/components/ui/CheckboxCard'
import type { ApiKeyScope } from '@/domain/api-key'

/** A scope and its plain words, handed down by the page: the module defining them also hashes keys with Node's crypto, so it stays on the server. */
export type ScopeOption = { scope: ApiKeyScope; summary: string }

/** "What it may do": a tick box per scope, named as the API spells it, `read` ticked to start with. */
export function ScopeChoices({ options, error, disabled }: { options: ScopeOption[]; error?: string; disabled: boolean }) {
  return (
    <fieldset id="api-key-scopes">
      <legend className="text-sm font-medium">What it may do</legend>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        {options.map(({ scope, summary }) => (
          <CheckboxCard
            key={scope}
            id={`api-key-scope-${scope.replace(':', '-')}`}
            name="scopes"
            value={scope}
            title={scope}
            summary={summary}
            defaultChecked={scope === 'read'}
            disabled={disabled}
            errorId={error ? 'api-key-scopes-error' : undefined}
          />
        ))}
      </div>
      {error ? (
        <p id="api-key-scopes-error" className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
