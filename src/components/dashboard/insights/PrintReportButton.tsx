'use client'

import { Printer } from 'lucide-react'

import { buttonClasses } from '@/components/ui/button'

/** Prints the page as a report (or saves it as a PDF): the print styles leave out the navigation and controls. */
export function PrintReportButton() {
  return (
    <button type="button" onClick={() => window.print()} className={`${buttonClasses('secondary', 'sm')} print:hidden`}>
      <Printer aria-hidden="true" className="size-4" />
      Print or save as PDF
    </button>
  )
}
