/**
 * A control's error, in words, with a prefix only a screen reader hears; the control points to
 * it with aria-describedby.
 */
export function FieldError({
  id,
  prefix,
  text,
  className,
}: {
  id: string;
  prefix: string;
  text: string;
  className: string;
}) {
  return (
    <p id={id} className={`${className} text-sm font-semibold text-red-700 dark:text-red-300`}>
      <span className="sr-only">{prefix}</span>
      {text}
    </p>
  );
}
