/** The form's API this needs: where a field's input is in the page. */
interface NodeFinder<Field extends string> {
  getInputNode: (path: Field) => HTMLElement | null;
}

/**
 * After a refused submit, focus goes to the first field (in the order shown) that has an error, so
 * a keyboard or screen reader user lands on the message instead of hunting for it.
 */
export function focusFirstError<Field extends string>(form: NodeFinder<Field>, order: readonly Field[], errors: Partial<Record<string, unknown>>): void {
  const first = order.find((field) => errors[field]);
  if (first) form.getInputNode(first)?.focus();
}
