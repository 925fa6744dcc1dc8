import { describe, expect, it } from "vitest";
import { httpError, httpErrorMessage, readableErrorMessage } from "./http-error";

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

describe("readableErrorMessage", () => {
  it("shows the server's own message with the status, never the raw JSON body", () => {
    expect(readableErrorMessage('500: {"errors":[{"message":"Unexpected error."}]}')).toBe("Unexpected error. (HTTP 500)");
    expect(readableErrorMessage('429: {"error":{"code":"RATE_LIMITED","message":"Too many requests"}}')).toBe(
      "Too many requests (HTTP 429)",
    );
    expect(readableErrorMessage("502: <html><body>Bad gateway</body></html>")).toBe("The server answered HTTP 502");
    expect(readableErrorMessage("503: Service Unavailable")).toBe("The server answered HTTP 503: Service Unavailable");
    expect(readableErrorMessage("Failed to fetch")).toBe("Failed to fetch");
  });
});
