import { act, cleanup, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, useNavigate } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";
import { useMenuToggle } from "./useMenuToggle";

/** The menu's state and a way to move to another address, as the header sees them. */
function renderMenu() {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={["/status"]}>{children}</MemoryRouter>;
  const renders: boolean[] = [];
  const { result } = renderHook(
    () => {
      const menu = useMenuToggle();
      renders.push(menu.open);
      return { menu, navigate: useNavigate() };
    },
    { wrapper },
  );
  return { result, renders };
}

afterEach(cleanup);

describe("useMenuToggle", () => {
  it("opens and closes on its button", () => {
    const { result } = renderMenu();
    expect(result.current.menu.open).toBe(false);
    act(() => result.current.menu.toggle());
    expect(result.current.menu.open).toBe(true);
    act(() => result.current.menu.toggle());
    expect(result.current.menu.open).toBe(false);
  });

  it("is closed on the first render at a new address, and stays closed on coming back", () => {
    const { result, renders } = renderMenu();
    act(() => result.current.menu.toggle());
    renders.length = 0;
    act(() => void result.current.navigate("/ai-scheduler"));
    expect(renders).not.toContain(true);
    expect(result.current.menu.open).toBe(false);
    act(() => void result.current.navigate(-1));
    expect(result.current.menu.open).toBe(false);
  });
});
