const ERROR_REF = { $ref: '#/components/schemas/ErrorResponseDto' };

/** A documented error status: its description, and the one error body every error has (ErrorResponseDto). */
export function errorAnswer(description: string) {
  return { description, content: { 'application/json': { schema: ERROR_REF } } };
}
