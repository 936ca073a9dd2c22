#!/usr/bin/env node
// Screenshots of the storefront's main pages, for looking at the product.
//
//   node scripts/screenshots.mjs [baseUrl] [outDir]
//   (defaults: http://127.0.0.1:8788 and /tmp/shots; needs a running server,
//   e.g. `E2E_PORT=8788 node scripts/e2e-server.mjs`)
//
// Phone 390x844 and desktop 1280x800, light and dark, JavaScript on. Files are
// named {page}-{phone|desktop}-{light|dark}.png. Never written into the repo.
// The guide with results and the live tracking page (logistics.md §2) are taken at phone
// size only: the tracking page's order is placed, prepared and taken through the product's
// calls, the rider's position sent to its room, and the order delivered afterwards.
import { chromium } from "@playwright/test";
import { mkdirSync } from "node:fs";
import path from "node:path";
import WebSocket from "ws";

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

/** Phone-only pages: [name, path (or a function of the setup), what to wait for]. */
const phonePages = [
  ["13-guide-results", "/guia?direccion=Gurruchaga%201500", "Cerca de Gurruchaga 1500"],
  ["14-tracking-key-modal", (t) => t.path, "Comparte la clave"],
  ["15-tracking", (t) => `${t.path}?clave=vista`, "Entrega estimada"],
];

/**
 * A delivery order at Gurruchaga 1500 on its way, placed by `request`'s session (so its page
 * shows the delivery key): Carla prepares it, Martín takes it, and his position ~300 m from the
 * door reaches the tracking room. Returns the page path and how to hand the shipment back.
 */
async function orderOnTheWay(request) {
  const ok = async (res, what) => {
    if (!res.ok()) throw new Error(`${what}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  const GURRUCHAGA = { fullAddress: "Gurruchaga 1500, Palermo, CABA", street: "Gurruchaga", number: "1500", city: "CABA", locality: "Palermo", lat: -34.5893, lng: -58.4262 };
  const created = await ok(
    await request.post(`${base}/api/order`, {
      headers: { "Idempotency-Key": `screenshots-${Date.now()}` },
      data: {
        branchContact: "pizzeria-palermo", orderModeId: 1111, items: [{ referenceId: 11001, quantity: 1, sizeId: 11502, extras: [], notes: "" }],
        phone: "+5491155550099", customerName: "Juan Pérez", paymentType: 11111,
        destination: { ...GURRUCHAGA, betweenStreets: "Cabrera y Gorriti", details: "Timbre 3B" }, paysWith: 20000,
      },
    }),
    "order",
  );
  const code = created.data.code;
  const shift = async (role, id, code4) =>
    (await ok(await request.put(`${base}/api/${role}/${id}/updatewithcode`, { data: { active: true, securityCode: code4, [`${role}User`]: { branchContact: { id: 111 } } } }), `${role} shift`)).token;
  const picker = { Authorization: `Bearer ${await shift("picker", 11151, "7391")}` };
  const order = await ok(await request.get(`${base}/api/diner/pizzeria-palermo/order/${code}`), "follow-up");
  await ok(await request.put(`${base}/api/picker/order/update`, { headers: picker, data: { status: "ACCEPTED", storeId: 111, orderId: order.id, pickerInfoDTO: { pickerName: "Carla Ruiz", dinerOrderId: order.id } } }), "picker accepts");
  await ok(await request.put(`${base}/api/picker/order/update`, { headers: picker, data: { status: "READY", storeId: 111, orderId: order.id, deliverablePrice: order.itemsPrice } }), "picker ready");
  const token = await shift("rider", 11101, "4826");
  const rider = { Authorization: `Bearer ${token}` };
  const list = await ok(await request.get(`${base}/api/shipments?branchContactId=111&status=LOOKING_FOR_DRIVER`, { headers: rider }), "shipments");
  const shipment = list.shipments.find((s) => s.codeToShow === code);
  if (!shipment) throw new Error(`no waiting shipment for ${code}`);
  for (const status of ["ON_ROUTE_TO_PICK_UP", "IN_STORE", "ON_ROUTE_TO_DROP_OFF"]) {
    await ok(await request.put(`${base}/api/shipments/${shipment.id}`, { headers: rider, data: { status, rider_id: 11101 } }), status);
  }
  const info = await ok(await request.get(`${base}/api/logisticsorder/tracking/pizzeria-palermo/${code}`), "tracking info");
  // The rider app's message, sent the way the rider's page sends it (bearer on the socket).
  await new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, "ws")}/parties/tracking-room/${info.channel}`, { headers: rider });
    ws.on("open", () => {
      ws.send(JSON.stringify({ type: "position", lat: -34.592, lng: -58.4262, accuracy: 10 }));
      setTimeout(() => (ws.close(), resolve()), 500);
    });
    ws.on("error", reject);
  });
  return {
    path: `/logistics/tracking/order/pizzeria-palermo/${code}`,
    handBack: async () => {
      await ok(await request.put(`${base}/api/shipments/${shipment.id}`, { headers: rider, data: { status: "DELIVERED", rider_id: 11101, deliveryKey: info.securityCode } }), "delivered");
      if (shipment.returnShipment) await ok(await request.put(`${base}/api/shipments/${shipment.id}`, { headers: rider, data: { status: "RETURNED", rider_id: 11101 } }), "returned");
    },
  };
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
    if (device === "phone") {
      let tracking = null;
      try {
        tracking = await orderOnTheWay(context.request);
      } catch (e) {
        console.warn(`! phone: no order on its way for the tracking page (${e.message.split("\n")[0]})`);
      }
      for (const [name, url, ready] of phonePages) {
        if (typeof url === "function" && !tracking) continue;
        for (const colorScheme of schemes) {
          const file = path.join(out, `${name}-${device}-${colorScheme}.png`);
          try {
            await page.emulateMedia({ colorScheme });
            await page.goto(base + (typeof url === "function" ? url(tracking) : url));
            await page.getByText(ready).first().waitFor({ timeout: 10_000 });
            // The map (tracking) and images settle.
            await page.locator('[data-map-ready="1"]').waitFor({ timeout: 5_000 }).catch(() => {});
            await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 5_000 }).catch(() => {});
            await page.waitForTimeout(500);
            await page.screenshot({ path: file, fullPage: true });
            console.log(`✓ ${file}`);
          } catch (e) {
            failures++;
            console.warn(`✗ ${file}: ${e.message.split("\n")[0]}`);
          }
        }
      }
      await tracking?.handBack().catch((e) => console.warn(`! could not hand the shipment back: ${e.message}`));
    }
    await context.close();
  }
} finally {
  await browser.close();
}
process.exit(failures ? 1 : 0);
