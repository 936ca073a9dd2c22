import { describe, expect, it } from "vitest";
import { keptAnswers } from "~/domain/kept-answers";

describe("keptAnswers", () => {
  it("asks once per key, a null answer included", () => {
    const kept = keptAnswers<string | null>(10);
    let asked = 0;
    const answer = () => (asked++, null);
    expect(kept("a", answer)).toBeNull();
    expect(kept("a", answer)).toBeNull();
    expect(asked).toBe(1);
  });

  it("forgets everything once it holds `limit` answers", () => {
    const kept = keptAnswers<number>(2);
    let asked = 0;
    const answer = () => ++asked;
    expect(kept("a", answer)).toBe(1);
    expect(kept("b", answer)).toBe(2);
    expect(kept("c", answer)).toBe(3); // full: emptied, then 'c' kept
    expect(kept("c", answer)).toBe(3);
    expect(kept("a", answer)).toBe(4); // asked again
  });
});
