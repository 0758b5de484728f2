/** The wallet is shown clamped at 0: a negative balance reads as no credit (spec points 3 and 9). */
export const displayedWallet = (wallet: number) => Math.max(0, wallet);
