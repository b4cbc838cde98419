import { useCallback, useEffect, useRef, useState } from 'react';

/** One error of a form: the field's element id (what the summary's link moves focus to) and the spec's text. */
export interface FieldProblem {
  fieldId: string;
  text: string;
}

export interface ErrorSummaryState {
  problems: FieldProblem[];
  /** Ref for the summary's box, which takes the focus each time it is shown. */
  boxRef: React.RefObject<HTMLDivElement | null>;
}

/** Orders problems as their fields appear on the page (validation order may differ from the layout). */
function inPageOrder(problems: FieldProblem[]): FieldProblem[] {
  if (typeof document === 'undefined') return problems;
  const position = (problem: FieldProblem) => document.getElementById(problem.fieldId);
  return [...problems].sort((a, b) => {
    const first = position(a);
    const second = position(b);
    if (!first || !second) return 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/**
 * The error summary's state (GOV.UK Design System pattern): empty until a submit finds errors, so the server's markup and
 * the first client render are the same; `show` fills it and moves the focus to it, `hide` empties it.
 */
export function useErrorSummary() {
  const [problems, setProblems] = useState<FieldProblem[]>([]);
  // Counts the shows, so a second failed submit with the same errors still moves the focus back to the summary.
  const [shown, setShown] = useState(0);
  const boxRef = useRef<HTMLDivElement | null>(null);

  useEffect(() => {
    if (shown > 0) boxRef.current?.focus();
  }, [shown]);

  const show = useCallback((found: FieldProblem[]) => {
    if (found.length === 0) return;
    setProblems(inPageOrder(found));
    setShown((count) => count + 1);
  }, []);

  const hide = useCallback(() => setProblems((current) => (current.length ? [] : current)), []);

  return { summary: { problems, boxRef } as ErrorSummaryState, show, hide };
}

/** Moves the focus to a field named by a summary link and brings it (with its label) into view. */
export function focusField(fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
}
