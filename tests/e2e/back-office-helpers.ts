// Steps of the back office shared by its end-to-end specs.
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** Clicks the corners of a rectangle inset in the map's canvas, then the first corner again to close it. */
export async function drawAcrossTheMap(page: Page) {
  const map = page.getByRole("application", { name: "Mapa para dibujar la zona de entrega" });
  await expect(map).toHaveAttribute("data-ready", "");
  // The mouse clicks where the map is on the screen: bring all of it into view first.
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;
  const inset = 30;
  const corners: [number, number][] = [
    [box.x + inset, box.y + inset],
    [box.x + box.width - inset, box.y + inset],
    [box.x + box.width - inset, box.y + box.height - inset],
    [box.x + inset, box.y + box.height - inset],
  ];
  for (const [x, y] of [...corners, corners[0]]) {
    await page.mouse.click(x, y);
    // terra-draw takes a click only after the previous one settled.
    await page.waitForTimeout(150);
  }
  await expect(page.getByText("Arrastre una esquina (o el punto medio de un borde) para ajustar la zona.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Dibujar de nuevo" })).toBeVisible();
}
