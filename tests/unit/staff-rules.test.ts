// Shift rules (logistics.md §4 Shift, §5 Shift registration): routing by the person's
// state and the form messages, to the letter.
import { describe, expect, it } from "vitest";
import { codeLockedMessage, codeSchema, phoneIntakeSchema, registerSchema, shiftPath, shiftTitle, variantForPerson } from "~/domain/logistics/staff";

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0].message);

describe("shift", () => {
  it("routes by state; titles and paths per role", () => {
    expect(variantForPerson(null)).toBe("register");
    expect(variantForPerson({ active: false })).toBe("logIn");
    expect(variantForPerson({ active: true })).toBe("logOut");
    // On a browser that does not hold their shift, an active person starts a new one there.
    expect(variantForPerson({ active: true }, false)).toBe("logIn");
    expect(shiftTitle("picker")).toBe("Preparadores");
    expect(shiftTitle("rider")).toBe("Repartidores");
    expect(shiftPath("rider", "pizzeria-palermo", "logIn")).toBe("/logistics/pizzeria-palermo/rider/logIn");
    expect(shiftPath("picker", "pizzeria-palermo", "success")).toBe("/picker/pizzeria-palermo/picker/success");
  });

  it("register messages", () => {
    const s = registerSchema("ar");
    expect(first(s.safeParse({ phone: "1160000001", phoneConfirmation: "1160000002", name: "A", securityCode: "1" }))).toBe("Los números de teléfono no coinciden");
    expect(first(s.safeParse({ phone: "123", phoneConfirmation: "123", name: "A", securityCode: "1" }))).toBe("El número de teléfono es invalido");
    expect(first(s.safeParse({ phone: "1160000001", phoneConfirmation: "", name: "A", securityCode: "1" }))).toBe("Debe completar todos los campos para continuar");
    expect(s.parse({ phone: "11 6000-0001", phoneConfirmation: "+54 9 11 6000 0001", name: " Ana ", securityCode: "4826" })).toEqual({ phone: "+5491160000001", name: "Ana", securityCode: "4826" });
  });

  it("phone intake and code forms", () => {
    expect(first(phoneIntakeSchema("ar").safeParse({ phone: "" }))).toBe("Debe completar todos los campos para continuar");
    expect(first(phoneIntakeSchema("ar").safeParse({ phone: "55" }))).toBe("El número de teléfono es invalido");
    expect(first(codeSchema("ar").safeParse({ phone: "+5491160000001", securityCode: "" }))).toBe("Debe completar todos los campos para continuar");
  });

  it("lock message with the minutes left", () => {
    expect(codeLockedMessage(900)).toBe("Demasiados códigos erróneos para este teléfono. Podrás volver a intentarlo en 15 minutos.");
    expect(codeLockedMessage(30)).toBe("Demasiados códigos erróneos para este teléfono. Podrás volver a intentarlo en 1 minuto.");
  });
});
