/** The shipment screens' form controls, so every field looks and focuses the same. */
export const controlClass =
  'mt-1.5 block w-full rounded-xl border border-line bg-white px-3.5 py-2.5 text-[15px] outline-none focus:border-ink focus:ring-2 focus:ring-ink/10 aria-[invalid=true]:border-red-600'

export const labelClass = 'block text-sm font-medium'

export const fieldErrorClass = 'mt-1 text-sm text-red-700'
