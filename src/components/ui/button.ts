/** The site's buttons and button-styled links, so every screen uses the same shapes. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'
export type ButtonSize = 'sm' | 'md' | 'lg'

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50'

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-ink text-white hover:bg-black/80',
  secondary: 'border border-line bg-white text-ink hover:border-ink',
  ghost: 'text-ink hover:bg-sand',
  danger: 'bg-red-700 text-white hover:bg-red-800',
}

const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-4 text-sm',
  md: 'h-11 px-5 text-sm',
  lg: 'h-12 px-7 text-base',
}

export const buttonClasses = (variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra = ''): string =>
  [base, variants[variant], sizes[size], extra].filter(Boolean).join(' ')
