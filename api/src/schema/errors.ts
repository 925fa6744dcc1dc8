import {
  AppError,
  BadRequestError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  ServiceBusyError,
  UnauthenticatedError,
  ValidationError,
} from "../errors.ts";
import { builder } from "./builder.ts";

/** Every expected failure a client can switch on by `__typename`. */
export const ErrorInterface = builder.interfaceRef<AppError>("Error").implement({
  fields: (t) => ({
    message: t.exposeString("message"),
    code: t.exposeString("code"),
  }),
});

const FieldError = builder.objectRef<{ field: string; message: string }>("FieldError").implement({
  fields: (t) => ({ field: t.exposeString("field"), message: t.exposeString("message") }),
});

function fieldErrorsOf(fields: Record<string, string>) {
  return Object.entries(fields).map(([field, message]) => ({ field, message }));
}

builder.objectType(ValidationError, {
  name: "ValidationError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ fields: t.field({ type: [FieldError], resolve: (error) => fieldErrorsOf(error.fields) }) }),
});

builder.objectType(ConflictError, {
  name: "ConflictError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ fields: t.field({ type: [FieldError], resolve: (error) => fieldErrorsOf(error.fields) }) }),
});

builder.objectType(RateLimitedError, {
  name: "RateLimitedError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt("retryAfterSeconds") }),
});

builder.objectType(ServiceBusyError, {
  name: "ServiceBusyError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryAfterSeconds: t.exposeInt("retryAfterSeconds") }),
});

for (const [ErrorClass, name] of [
  [BadRequestError, "BadRequestError"],
  [UnauthenticatedError, "UnauthenticatedError"],
  [ForbiddenError, "ForbiddenError"],
  [NotFoundError, "NotFoundError"],
  [PayloadTooLargeError, "PayloadTooLargeError"],
] as const) {
  builder.objectType(ErrorClass, { name, interfaces: [ErrorInterface], fields: () => ({}) });
}
