// The shop's people signing in to the console in the integration tests: the real /consola
// forms, the code read where the sandbox messaging provider left it.
import { expect } from "vitest";
import { diner, lastCodeSentTo, type Diner } from "./sign-in-helpers";

export const SHOP = {
  valeria: { national: "1140000100", e164: "+5491140000100" },
  diego: { national: "1140000200", e164: "+5491140000200" },
  cocina: { national: "1140000300", e164: "+5491140000300" },
  otroDueno: { national: "1140000900", e164: "+5491140000900" },
} as const;

export function askConsoleCode(d: Diner, national: string) {
  return d.post("/consola?index", { intent: "phone", phone: national, country: "ar" });
}

export function enterConsoleCode(d: Diner, national: string, code: string, volver?: string) {
  return d.post("/consola?index", { intent: "code", phone: national, country: "ar", code, ...(volver ? { volver } : {}) });
}

/** A browser-like jar signed in to the console as one of the shop's people. */
export async function consoleAs(person: { national: string; e164: string }): Promise<Diner> {
  const d = diner();
  const asked = await askConsoleCode(d, person.national);
  expect(asked.status, "code asked").toBe(200);
  const entered = await enterConsoleCode(d, person.national, await lastCodeSentTo(person.e164));
  expect(entered.status, "code accepted").toBe(302);
  return d;
}
