function placeholders(value: string): Set<string> {
  return new Set([...value.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((m) => m[1] ?? ''));
}

/**
 * What is wrong with a translation's {{placeholders}}, or undefined when they match: a Chinese
 * text fills in the same figures as the English one. Checked by the build and by the editor.
 */
export function placeholderProblem(english: string, other: string): string | undefined {
  const expected = placeholders(english);
  const actual = placeholders(other);
  const missing = [...expected].filter((name) => !actual.has(name));
  const extra = [...actual].filter((name) => !expected.has(name));
  if (missing.length === 0 && extra.length === 0) return undefined;
  return (
    [
      ...missing.map((name) => `{{${name}}} is missing`),
      ...extra.map((name) => `{{${name}}} is not in the English`),
    ].join(', ') + ': keep the {{placeholders}} of the English text, the page fills them in'
  );
}
