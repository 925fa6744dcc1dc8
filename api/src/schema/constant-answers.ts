import { getOperationAST, Kind, type DocumentNode, type GraphQLSchema } from "graphql";

/**
 * Marks a root query field whose whole answer is the same for every caller until the server restarts: it reads
 * code and configuration only (the plans, the provider's details), never the viewer, the request or stored data,
 * and neither does anything beneath it. (subscription-audience.ts marks something weaker: events that read
 * nothing of the viewer.) Such answers are kept by the fast path (http/public-answers.ts).
 */
export const CONSTANT_ANSWER = { answer: "constant" } as const;

/** Whether the operation asks only marked fields (and `__typename`): a query with no variables and no directives at its root. */
export function asksOnlyConstants(schema: GraphQLSchema, document: DocumentNode, operationName: string | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== "query" || operation.variableDefinitions?.length) return false;
  const fields = schema.getQueryType()?.getFields() ?? {};
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      !selection.directives?.length &&
      (selection.name.value === "__typename" || fields[selection.name.value]?.extensions.answer === CONSTANT_ANSWER.answer),
  );
}
