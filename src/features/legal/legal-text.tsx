import { Fragment } from 'react';

const emailPattern = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** Plain text with every e-mail address in it made a mailto link. */
function withEmailLinks(text: string) {
  return text.split(emailPattern).map((part, index) =>
    // split() with a capturing group puts the matches at the odd indexes.
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`}>
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

/**
 * The body of a legal section as the locale file writes it: paragraphs separated by a blank
 * line, a single line break kept as one, and a block whose lines all start with "- " as a list. Translators keep the freedom to
 * paragraph each language naturally without a key per sentence.
 */
export function LegalText({ text }: { text: string }) {
  const blocks = text.split(/\n\s*\n/).map((block) => block.trim().split('\n'));
  return (
    <>
      {blocks.map((lines, index) =>
        lines.every((line) => line.startsWith('- ')) ? (
          <ul
            key={index}
            className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-700 dark:marker:text-sky-300"
          >
            {lines.map((line) => (
              <li key={line}>{withEmailLinks(line.slice(2))}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className="mt-4">
            {lines.map((line, lineIndex) => (
              <Fragment key={lineIndex}>
                {lineIndex > 0 && <br />}
                {withEmailLinks(line)}
              </Fragment>
            ))}
          </p>
        ),
      )}
    </>
  );
}
