/** Keeps what a number filter can send: digits and commas ("1,2,3" means any of them). */
export const numbersOnly = (value: string) =>
  value
    .split(',')
    .map((v) => v.replace(/\D/g, ''))
    .filter(Boolean)
    .join(',');
