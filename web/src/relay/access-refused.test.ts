import { describe, expect, it } from "vitest";
import { AccessRefusedError, responseError } from "./access-refused";

describe("responseError", () => {
  it("is an access refusal when every error refuses the caller", () => {
    const error = responseError([{ message: "Sign in to see this.", extensions: { code: "UNAUTHENTICATED" } }]);
    expect(error).toBeInstanceOf(AccessRefusedError);
    expect((error as AccessRefusedError).code).toBe("UNAUTHENTICATED");
    const forbidden = responseError([{ message: "You are not allowed to see this.", extensions: { code: "FORBIDDEN" } }]);
    expect((forbidden as AccessRefusedError).code).toBe("FORBIDDEN");
  });

  it("is an ordinary failure when any error is something else", () => {
    const error = responseError([
      { message: "Sign in to see this.", extensions: { code: "UNAUTHENTICATED" } },
      { message: "Unexpected error." },
    ]);
    expect(error).not.toBeInstanceOf(AccessRefusedError);
    expect(error.message).toBe("Sign in to see this.; Unexpected error.");
  });
});
