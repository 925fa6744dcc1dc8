import { describe, expect, it } from "vitest";
import { httpError, httpErrorMessage } from "./http-error";

describe("httpErrorMessage", () => {
  it("joins the status and the body text", () => {
    expect(httpErrorMessage(500, "Internal Server Error", "database is down")).toBe("500: database is down");
  });

  it("falls back to the status text when the body is empty", () => {
    expect(httpErrorMessage(404, "Not Found", "")).toBe("404: Not Found");
  });

  it("keeps a JSON body verbatim", () => {
    expect(httpErrorMessage(413, "Payload Too Large", '{"errors":[]}')).toBe('413: {"errors":[]}');
  });
});

describe("httpError", () => {
  it("reads the body of a failed response", async () => {
    const error = await httpError(new Response("slow down", { status: 429, statusText: "Too Many Requests" }));
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe("429: slow down");
  });

  it("uses the status text for an empty body", async () => {
    const error = await httpError(new Response(null, { status: 503, statusText: "Service Unavailable" }));
    expect(error.message).toBe("503: Service Unavailable");
  });
});
