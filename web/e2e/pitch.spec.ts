import { expect, test, type Page } from "@playwright/test";

const position = (page: Page) => page.getByTestId("slide-position");
const currentSlide = (page: Page) => page.locator("[data-slide]:not([hidden])");

test("the deck steps through seven slides with the buttons, the dots, the keys and the URL hash", async ({ page }) => {
  await page.goto("/pitch");
  await expect(position(page)).toHaveText("1 / 7");
  await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
  await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 7: Ria · Executive Assistant");

  await page.getByRole("button", { name: "Next" }).click();
  await expect(position(page)).toHaveText("2 / 7");
  await expect(page).toHaveURL(/#slide-2$/);

  await page.getByRole("button", { name: "Go to slide 5" }).click();
  await expect(position(page)).toHaveText("5 / 7");
  await expect(page.getByRole("button", { name: "Go to slide 5" })).toHaveAttribute("aria-current", "step");
  const pricing = currentSlide(page);
  await expect(pricing.getByRole("heading")).toHaveText("Start free, grow with us");
  await expect(pricing.getByRole("listitem", { name: "Demo" })).toContainText("Free7-day trial");
  await expect(pricing.getByRole("listitem", { name: "Office Team" })).toContainText("₹25Kper month");
  await expect(pricing.getByRole("listitem", { name: "Office Business" })).toContainText("Most popular₹75Kper month");
  await expect(pricing.getByRole("listitem", { name: "Office Group" })).toContainText("₹2L+custom");

  await page.keyboard.press("ArrowRight");
  await expect(position(page)).toHaveText("6 / 7");
  await page.keyboard.press("End");
  await expect(position(page)).toHaveText("7 / 7");
  await expect(page.getByRole("button", { name: "Next" })).toBeDisabled();
  await page.keyboard.press("ArrowLeft");
  await expect(position(page)).toHaveText("6 / 7");
  await page.keyboard.press("Home");
  await expect(position(page)).toHaveText("1 / 7");

  await page.goto("/pitch#slide-3");
  await expect(position(page)).toHaveText("3 / 7");
  await expect(currentSlide(page).getByRole("heading")).toHaveText("One partner for every channel");
});

test("Back to Dashboard goes to /, Schedule Demo opens the provider's WhatsApp chat with a message", async ({ page }) => {
  await page.goto("/pitch");
  const demo = page.getByRole("link", { name: "Schedule Demo" });
  await expect(demo).toHaveAttribute("target", "_blank");
  const href = await demo.getAttribute("href");
  const url = new URL(href ?? "");
  // The e2e api's PROVIDER_PHONE (playwright.config.ts), digits only, as wa.me wants it.
  expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
  expect(url.searchParams.get("text")).toBe("Hi! I saw the Ria pitch deck and would like to schedule a demo.");

  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page).toHaveURL(/\/simplified-dashboard$/);
});

test("Download PDF prints seven landscape pages, one slide each, without the site's chrome", async ({ page }) => {
  await page.goto("/pitch#slide-4");
  await expect(position(page)).toHaveText("4 / 7");
  // The browser's print dialog cannot be driven; the button must call it, then page.pdf prints what it would.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute("data-printed", "yes");
  });
  await page.getByRole("button", { name: "Download PDF" }).click();
  await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");

  await page.emulateMedia({ media: "print" });
  await expect(page.locator("[data-slide]")).toHaveCount(7);
  for (const slide of await page.locator("[data-slide]").all()) await expect(slide).toBeVisible();
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Slide controls" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Schedule Demo" })).toBeHidden();

  const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString("latin1");
  const pages = pdf.match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages).toHaveLength(7);
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
  expect(box).not.toBeNull();
  expect(Number(box?.[1])).toBeGreaterThan(Number(box?.[2]));
});

test.describe("on a projector", () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test("a slide fills the wide screen and the controls stay in view", async ({ page }) => {
    await page.goto("/pitch#slide-7");
    const slide = await currentSlide(page).boundingBox();
    expect(slide && slide.width).toBeGreaterThan(1500);
    const next = await page.getByRole("button", { name: "Next" }).boundingBox();
    expect(next && next.y + next.height).toBeLessThanOrEqual(1080);
    await expect(currentSlide(page)).toContainText("WhatsApp or call +91 98765 43210");
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test("fits the screen and turns slides with a swipe", async ({ page }) => {
    await page.goto("/pitch");
    await expect(position(page)).toHaveText("1 / 7");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    const stage = currentSlide(page);
    const swipe = async (fromX: number, toX: number) => {
      await stage.dispatchEvent("pointerdown", { pointerType: "touch", clientX: fromX, clientY: 300, isPrimary: true });
      await stage.dispatchEvent("pointerup", { pointerType: "touch", clientX: toX, clientY: 310, isPrimary: true });
    };
    await swipe(300, 80);
    await expect(position(page)).toHaveText("2 / 7");
    await swipe(80, 300);
    await expect(position(page)).toHaveText("1 / 7");

    await page.getByRole("button", { name: "Go to slide 5" }).tap();
    const next = page.getByRole("button", { name: "Next" });
    await next.scrollIntoViewIfNeeded();
    const box = await next.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    const overflowAfter = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflowAfter).toBeLessThanOrEqual(0);
  });
});
