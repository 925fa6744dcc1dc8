import { act, cleanup, render, screen } from "@testing-library/react";
import { useEffect } from "react";
import { ThemeProvider } from "styled-components";
import { afterEach, describe, expect, it, vi } from "vitest";
import { theme } from "../theme/theme";
import { TOAST_DURATION_MS, ToastProvider } from "./Toast";
import { useToast, type ToastApi } from "./useToast";

let api: ToastApi | undefined;

function CaptureToastApi() {
  const toastApi = useToast();
  useEffect(() => {
    api = toastApi;
  }, [toastApi]);
  return null;
}

function renderProvider() {
  render(
    <ThemeProvider theme={theme}>
      <ToastProvider>
        <CaptureToastApi />
      </ToastProvider>
    </ThemeProvider>,
  );
}

/** Radix renders each toast twice: the visible one inside the viewport and an off-screen announcement. */
function visibleTitles(): string[] {
  const viewport = screen.getByRole("region", { name: /^Notification/ });
  return Array.from(viewport.querySelectorAll("li")).map((item) => item.textContent ?? "");
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  api = undefined;
});

describe("ToastProvider", () => {
  it("shows one toast at a time: a new toast replaces the current one", () => {
    renderProvider();
    act(() => api!.toast({ title: "First" }));
    act(() => api!.toast({ title: "Second", description: "Replaces the first", variant: "destructive" }));
    const titles = visibleTitles();
    expect(titles).toHaveLength(1);
    expect(titles[0]).toContain("Second");
    expect(titles[0]).toContain("Replaces the first");
  });

  it("closes a toast after 5 seconds by default", () => {
    vi.useFakeTimers();
    renderProvider();
    act(() => api!.toast({ title: "Saved" }));
    expect(visibleTitles()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 500));
    expect(visibleTitles()).toHaveLength(0);
  });

  it("refuses to work outside the provider", () => {
    function Orphan() {
      useToast();
      return null;
    }
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow("useToast must be used inside <ToastProvider>");
  });
});
