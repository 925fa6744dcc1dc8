/** Whether a Prisma error is a unique-constraint violation (P2002): the row already exists. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

/** Resolves to null instead of failing when the row already exists; other errors pass through. */
export function nullWhenDuplicate<T>(work: Promise<T>): Promise<T | null> {
  return work.catch((error: unknown) => (isUniqueViolation(error) ? null : Promise.reject(error)));
}
