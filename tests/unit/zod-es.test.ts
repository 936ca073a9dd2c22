// Bad input gets a clear Spanish error: zod's defaults in Spanish.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { installSpanishZodErrors } from "~/domain/zod-es";

installSpanishZodErrors(); // as app/entry.server.tsx does

const schema = z.object({
  orderModeId: z.number().int().positive(),
  phone: z.string().min(1).max(5),
  items: z.array(z.number()).min(1),
  source: z.enum(["DIRECT", "API"]),
});
const first = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
const ok = { orderModeId: 1, phone: "12", items: [1], source: "DIRECT" };

describe("zod defaults in Spanish", () => {
  it.each([
    [{ ...ok, orderModeId: undefined }, "El dato 'orderModeId' es obligatorio."],
    [{ ...ok, orderModeId: "x" }, "El dato 'orderModeId' debe ser un número."],
    [{ ...ok, orderModeId: 1.5 }, "El dato 'orderModeId' debe ser un número entero."],
    [{ ...ok, orderModeId: 0 }, "El dato 'orderModeId' debe ser mayor a 0."],
    [{ ...ok, phone: "" }, "El dato 'phone' no puede estar vacío."],
    [{ ...ok, phone: "123456" }, "El dato 'phone' debe tener como máximo 5 caracteres."],
    [{ ...ok, items: [] }, "El dato 'items' debe tener al menos 1 elemento."],
    [{ ...ok, source: "X" }, "El dato 'source' debe ser uno de: DIRECT, API."],
  ])("%j → %s", (value, message) => {
    expect(first(value)).toBe(message);
  });
  it("explicit messages still win", () => {
    expect(z.string({ required_error: "Debe ingresar su nombre para poder realizar el pedido." }).safeParse(undefined).error?.issues[0]?.message)
      .toBe("Debe ingresar su nombre para poder realizar el pedido.");
  });
});
