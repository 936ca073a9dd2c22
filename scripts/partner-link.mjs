#!/usr/bin/env node
// Prints a signed link a loyalty partner would give one of its users
// (docs/decisions/external-partner-benefits.md): the storefront puts the partner user
// in the session and applies the partner's general discount at checkout.
//   node scripts/partner-link.mjs [externalUserId] [path] [hours]
// Defaults: socio-1001, /menu/pizzeria-palermo/delivery, 24 h. The secret is
// the partner's entry of EXTERNAL_BENEFITS_TOKENS (environment first, then the
// local default in wrangler.toml); PARTNER (default club-demo), BASE_URL
// (default http://localhost:8787).
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";

const [userId = "socio-1001", path = "/menu/pizzeria-palermo/delivery", hours = "24"] = process.argv.slice(2);
const partner = process.env.PARTNER ?? "club-demo";
const base = process.env.BASE_URL ?? "http://localhost:8787";

function tokens() {
  if (process.env.EXTERNAL_BENEFITS_TOKENS) return JSON.parse(process.env.EXTERNAL_BENEFITS_TOKENS);
  const vars = readFileSync(new URL("../local-development.env", import.meta.url), "utf8");
  const line = /^EXTERNAL_BENEFITS_TOKENS\s*=\s*'([^']*)'/m.exec(vars);
  return line ? JSON.parse(line[1]) : {};
}

const secret = tokens()[partner];
if (!secret) {
  console.error(`No secret for partner '${partner}' in EXTERNAL_BENEFITS_TOKENS.`);
  process.exit(1);
}
// The storefront refuses a token that claims more than 7 days (PARTNER_TOKEN_MAX_LIFETIME_MS).
const lifetime = Number(hours);
if (!(lifetime > 0 && lifetime <= 168)) {
  console.error("hours: more than 0 and at most 168 (7 days).");
  process.exit(1);
}
const exp = Math.floor(Date.now() / 1000) + Math.round(lifetime * 3600);
const signature = createHmac("sha256", secret).update(`v1:${partner}:${userId}:${exp}`).digest("base64url");
const url = new URL(path, base);
url.searchParams.set("partner", partner);
url.searchParams.set("externalUserId", userId);
url.searchParams.set("partnerToken", `v1.${exp}.${signature}`);
console.log(url.toString());
