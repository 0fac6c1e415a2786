/** A select field's options from each value's label, in the order written. */
export const labelledOptions = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ label, value }))
