/** An id in a JSON body: a positive whole number (not a numeric string: these bodies come from our own apps). */
export const isPositiveId = (value: unknown): boolean => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
