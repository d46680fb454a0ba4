/**
 * ISIN (ISO 6166): 2 letters (the issuing country), 9 letters or digits, 1 check digit. The
 * check digit is Luhn's over the code with each letter written as its number (A = 10 … Z = 35),
 * so a typing slip (a digit changed, two swapped) is caught before the quote service is asked.
 */
const ISIN = /^[A-Z]{2}[A-Z0-9]{9}[0-9]$/;

export const ISIN_EXPECTED = 'ISIN attendu : 2 lettres, 9 lettres ou chiffres, 1 chiffre de contrôle (ex. FR0000120271)';
export const ISIN_CHECK_DIGIT = 'ISIN invalide : le chiffre de contrôle ne correspond pas';

export const isIsinShape = (value: string): boolean => ISIN.test(value);

/** True when the last digit is the Luhn check digit of the rest (letters as 10 to 35). */
export function hasIsinCheckDigit(value: string): boolean {
  if (!isIsinShape(value)) return false;
  const digits = [...value].map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c)).join('');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}
