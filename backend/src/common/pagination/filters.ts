import { FilterParser } from './list-query';

/**
 * Filter readers for ListSpec.filters. Each returns the typed value or throws the sentence the API answers.
 */

/** filter.q: the search box text. */
export const searchText: FilterParser<string> = (value, key) => {
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`filter.${key} must be text`);
  const text = String(value).trim();
  if (text.length > 200) throw new Error(`filter.${key} must be at most 200 characters`);
  return text;
};

export const oneOf =
  <T extends string | number>(choices: readonly T[]): FilterParser<T> =>
  (value, key) => {
    // Query strings and hand-written URLs may carry a number as text ("0"); react-admin sends 0.
    const candidate = typeof choices[0] === 'number' && typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (!(choices as readonly unknown[]).includes(candidate)) throw new Error(`filter.${key} must be one of: ${choices.join(', ')}`);
    return candidate as T;
  };

/** One id or a list of them (react-admin's getMany sends filter={"id":[...]}). */
export const ids =
  (max = 100): FilterParser<number[]> =>
  (value, key) => {
    const list = Array.isArray(value) ? value : [value];
    const numbers = list.map((item) => (typeof item === 'string' && item.trim() !== '' ? Number(item) : item));
    if (!numbers.every((n) => Number.isSafeInteger(n) && (n as number) > 0)) throw new Error(`filter.${key} must be a positive whole number or a list of them`);
    if (numbers.length > max) throw new Error(`filter.${key} may list at most ${max} ids`);
    return numbers as number[];
  };

export const positiveId: FilterParser<number> = (value, key) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (!Number.isSafeInteger(number) || (number as number) <= 0) throw new Error(`filter.${key} must be a positive whole number`);
  return number as number;
};

export const flag: FilterParser<boolean> = (value, key) => {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw new Error(`filter.${key} must be true or false`);
};
