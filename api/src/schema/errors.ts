import { DomainError } from "../errors.ts";
import { builder } from "./builder.ts";

/** Every expected failure a client can switch on by `__typename`. */
export const ErrorInterface = builder.interfaceRef<DomainError>("Error").implement({
  fields: (t) => ({
    message: t.exposeString("message"),
    code: t.exposeString("code"),
  }),
});

const FieldError = builder.objectRef<{ field: string; message: string }>("FieldError").implement({
  fields: (t) => ({ field: t.exposeString("field"), message: t.exposeString("message") }),
});

builder.objectType(DomainError, {
  name: "DomainError",
  interfaces: [ErrorInterface],
  fields: (t) => ({
    fields: t.field({
      type: [FieldError],
      resolve: (error) => Object.entries(error.fields ?? {}).map(([field, message]) => ({ field, message })),
    }),
  }),
});
