// Answers of a pure function kept by key, for the questions a hot path asks again and again
// (a phone's normalized form, a zone's offset in a quarter hour, a week of scheduling slots).
// The map is emptied once it holds `limit` answers: bounded memory, no clock.
export function keptAnswers<V>(limit: number): (key: string, answer: () => V) => V {
  const answers = new Map<string, V>();
  return (key, answer) => {
    const known = answers.get(key);
    if (known !== undefined || answers.has(key)) return known as V;
    const value = answer();
    if (answers.size >= limit) answers.clear();
    answers.set(key, value);
    return value;
  };
}
