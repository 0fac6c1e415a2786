// Carriers give delivery as business days in transit; the app keeps the calendar day it comes to.
import { addBusinessDays, DEFAULT_HOLIDAY_STATE, type CalendarDate } from '@/domain/business-days'

/**
 * The day a parcel sent on `from` arrives after `businessDays` in transit, counted on the
 * warehouse's calendar (its state's public holidays skipped); part days count as whole ones.
 */
export const arrivalDay = (from: CalendarDate, businessDays: number): CalendarDate =>
  addBusinessDays(from, Math.max(0, Math.ceil(businessDays)), DEFAULT_HOLIDAY_STATE)
