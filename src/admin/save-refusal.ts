/**
 * A save the editor's own checks refuse. Decap shows a refusal as "…: %{details}", the details
 * being the error as text; an Error's text starts with "Error: ", a word a marketing editor
 * should never meet (issue 37). This one's text is its message alone.
 */
export class SaveRefusal extends Error {
  override name = 'SaveRefusal';

  override toString(): string {
    return this.message;
  }
}
