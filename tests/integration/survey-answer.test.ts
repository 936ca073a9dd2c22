// storefront.md §2 Survey page, §3 Survey / Survey answer, §4 reasons when the
// rating is not 5, §5 Survey (mandatory message, 180 chars), §7 survey calls;
// one answer per order; another tenant's order → 404.
import { SELF, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { DEMO_IDS } from "~/data/demo/demo-tenant";
import { getSurveyOrder, listOrderAnswers } from "~/data/surveys/surveys.server";
import { BASE, getJson } from "./api-helpers";
import { verifiedCookie } from "./sign-in-helpers";

const I = DEMO_IDS;
const RATING = 1111;
const TEXT = 1112;

// Rating needs the session that ordered, or a verified session of the order's
// phone: SABDEM01 is Lucía's, so the answers come from her signed-in session.
let lucia = "";
const post = async (path: string, fields: [string, string][]) => {
  lucia ||= await verifiedCookie("1155550001");
  return SELF.fetch(`${BASE}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: lucia },
    redirect: "manual",
  });
};

describe("survey calls", () => {
  it("GET /api/survey/{branchContactId}: the priority rating and the text question", async () => {
    const { status, body } = await getJson(`/api/survey/${I.branchContacts.palermo}`);
    expect(status).toBe(200);
    expect(body.questions[0]).toMatchObject({ id: RATING, title: "¿Cómo calificarías tu pedido?", type: "rating", mandatory: true, priority: true });
    expect(body.questions[0].questionReasons.map((r: any) => r.reason)).toEqual(["Demora", "Calidad", "Temperatura", "Atención"]);
    expect(body.questions[1]).toMatchObject({ id: TEXT, type: "text", mandatory: false });
  });

  it("another tenant's contact has no Sabores survey", async () => {
    const { status, body } = await getJson(`/api/survey/${I.branchContacts.otroLocal}`);
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toContain("calificarías");
  });

  it("GET /api/survey/order/{code}: completion flag; unknown code → 404", async () => {
    const { body } = await getJson(`/api/survey/order/SABDEM01`);
    expect(body).toHaveProperty("orderHasResponse");
    expect((await getJson(`/api/survey/order/NOEXISTE`)).status).toBe(404);
  });
});

describe("/encuesta/{alias}/{orderCode}", () => {
  it("renders 'Califica tu pedido' with the rating first", async () => {
    const res = await SELF.fetch(`${BASE}/encuesta/pizzeria-palermo/SABDEM01`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Califica tu pedido");
    expect(html.indexOf("¿Cómo calificarías tu pedido?")).toBeLessThan(html.indexOf("¿Querés contarnos algo más?"));
    expect(html).toContain('maxLength="180"');
  });

  it("another tenant's alias or another local → 404", async () => {
    expect((await SELF.fetch(`${BASE}/encuesta/otro-local/SABDEM01`)).status).toBe(404);
    expect((await SELF.fetch(`${BASE}/encuesta/otro-sabor/SABDEM01`)).status).toBe(404);
    expect((await SELF.fetch(`${BASE}/encuesta/pizzeria-belgrano/SABDEM01`)).status).toBe(404);
    expect((await SELF.fetch(`${BASE}/encuesta/pizzeria-palermo/NOEXISTE`)).status).toBe(404);
  });

  it("mandatory message, reasons stored, text cut at 180, one answer per order", async () => {
    const missing = await post("/encuesta/pizzeria-palermo/SABDEM01", [[`q-${TEXT}`, "Hola"]]);
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("La pregunta ¿Cómo calificarías tu pedido? es obligatoria");

    const long = "x".repeat(250);
    const ok = await post("/encuesta/pizzeria-palermo/SABDEM01", [
      [`q-${RATING}`, "3"],
      [`q-${RATING}-reason`, "Demora"],
      [`q-${RATING}-reason`, "Temperatura"],
      [`q-${RATING}-reason`, "Inventada"],
      [`q-${TEXT}`, long],
    ]);
    expect(ok.status).toBe(302);

    const order = await getSurveyOrder(env, "SABDEM01");
    const answers = await listOrderAnswers(env, order!);
    const rating = answers.find((a) => a.questionId === RATING)!;
    expect(rating).toMatchObject({ answer: "3", reasons: ["Demora", "Temperatura"], generalNpsAnswer: 3 });
    expect(answers.find((a) => a.questionId === TEXT)!.answer).toHaveLength(180);

    const thanks = await (await SELF.fetch(`${BASE}/encuesta/pizzeria-palermo/SABDEM01`)).text();
    expect(thanks).toContain("¡Gracias por tu opinión!");

    // A second submit: the thank-you state, the first answer kept.
    const again = await post("/encuesta/pizzeria-palermo/SABDEM01", [[`q-${RATING}`, "5"]]);
    expect(again.status).toBe(302);
    expect((await listOrderAnswers(env, order!)).find((a) => a.questionId === RATING)!.answer).toBe("3");
    const api = await SELF.fetch(`${BASE}/api/survey/SABDEM01`, { method: "POST", body: JSON.stringify([{ questionId: RATING, answer: "4" }]), headers: { "Content-Type": "application/json", Cookie: lucia } });
    expect(api.status).toBe(409);
    expect((await getJson(`/api/survey/order/SABDEM01`)).body.orderHasResponse).toBe(true);
  });
});
