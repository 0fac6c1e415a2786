/**
 * A set-up fee line (screens, digitising, plates) is a one-off charge on the proposal: there is no
 * artwork proof to approve for it and nothing of it reaches the warehouse as stock.
 */
export const isGoodsLine = (line: { isSetUpFee?: boolean | null }): boolean => !line.isSetUpFee
