#!/usr/bin/env node
// Screenshots of the storefront's main pages, for looking at the product.
//
//   node scripts/screenshots.mjs [baseUrl] [outDir]
//   (defaults: http://127.0.0.1:8788 and /tmp/shots; needs a running server,
//   e.g. `E2E_PORT=8788 node scripts/e2e-server.mjs`)
//
// Phone 390x844 and desktop 1280x800, light and dark, JavaScript on. Files are
// named {page}-{phone|desktop}-{light|dark}.png. Never written into the repo.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";

const base = (process.argv[2] ?? process.env.BASE_URL ?? "http://127.0.0.1:8788").replace(/\/$/, "");
const out = process.argv[3] ?? "/tmp/shots";
mkdirSync(out, { recursive: true });

const viewports = {
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};
const schemes = ["light", "dark"];
const PALERMO = "/menu/pizzeria-palermo/delivery";

/** [name, path, what to wait for (text), optional step after load] */
const pages = [
  ["01-company", "/menu/sabores", "Sabores Pizzería"],
  ["02-branch", "/menu/sabores-pizzeria", "¿Cómo quieres tu pedido?"],
  ["03-selector", "/menu/pizzeria-palermo", "Retiro en local"],
  ["04-menu-home", PALERMO, "Pizzas"],
  ["05-category", `${PALERMO}/pizzas`, "Muzzarella"],
  [
    "06-plate-modal",
    `${PALERMO}/pizzas`,
    "Muzzarella",
    async (page) => {
      await page.getByRole("heading", { name: "Muzzarella", exact: true }).click();
      await page.getByRole("dialog", { name: "Muzzarella" }).getByRole("radio", { name: /Grande/ }).waitFor();
    },
  ],
  ["07-plate-page", `${PALERMO}/pizzas/muzzarella`, "Agregados"],
  ["08-cart", "/menu/pizzeria-palermo/preview", "Mi pedido"],
  ["09-info-modal", `${PALERMO}?info=1`, "Horarios del Local"],
  ["10-closed", "/menu/pizzeria-caballito/delivery", "Programa tu pedido", null, { fresh: true }],
  ["11-informational", "/menu/cafe-centro/self-service", "Menú informativo. Pedidos deshabilitados."],
  ["12-not-found", "/menu/no-existe", "No encontramos lo que buscas"],
];

/** A few lines in the cart, added the way a diner does (plate pages, JS on). */
async function fillCart(page) {
  const add = async (url, steps) => {
    await page.goto(base + url);
    const main = page.getByRole("main");
    await steps(main);
    await main.getByRole("button", { name: /^(Agregar)(\s+\$[\s\d.,$]*)?$/ }).click();
    await page.getByText("Ítem agregado al pedido!").first().waitFor();
  };
  await add(`${PALERMO}/pizzas/muzzarella`, async (m) => {
    await m.getByRole("radio", { name: /Grande/ }).check();
    await m.getByRole("button", { name: "Agregar Extra muzzarella", exact: true }).click();
  });
  await add(`${PALERMO}/pizzas/napolitana`, async () => {});
  await add(`${PALERMO}/empanadas/empanada-de-carne`, async (m) => {
    await m.getByRole("spinbutton", { name: "Cantidad", exact: true }).fill("3");
  });
}

// Fail fast with a useful message when nothing listens at the base URL.
try {
  await fetch(`${base}/favicon.ico`);
} catch {
  console.error(`✖ No server at ${base}: start one first (E2E_PORT=8788 node scripts/e2e-server.mjs).`);
  process.exit(1);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost"],
});
let failures = 0;
try {
  for (const [device, options] of Object.entries(viewports)) {
    const context = await browser.newContext({ ...options, locale: "es-AR" });
    const page = await context.newPage();
    try {
      await fillCart(page);
    } catch (e) {
      console.warn(`! ${device}: could not fill the cart (${e.message.split("\n").slice(0, 12).join(" / ")})`);
    }
    for (const [name, url, ready, step, opts] of pages) {
      for (const colorScheme of schemes) {
        const ctx = opts?.fresh ? await browser.newContext({ ...options, locale: "es-AR", colorScheme }) : context;
        const p = opts?.fresh ? await ctx.newPage() : page;
        const file = path.join(out, `${name}-${device}-${colorScheme}.png`);
        try {
          await p.emulateMedia({ colorScheme });
          await p.goto(base + url);
          await p.getByText(ready).first().waitFor({ timeout: 10_000 });
          if (step) await step(p);
          // Let images and the 190 ms modal animation settle.
          await p.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 5_000 }).catch(() => {});
          await p.waitForTimeout(250);
          await p.screenshot({ path: file, fullPage: true });
          console.log(`✓ ${file}`);
        } catch (e) {
          failures++;
          console.warn(`✗ ${file}: ${e.message.split("\n")[0]}`);
        } finally {
          if (opts?.fresh) await ctx.close();
        }
      }
    }
    await context.close();
  }
} finally {
  await browser.close();
}
process.exit(failures ? 1 : 0);
