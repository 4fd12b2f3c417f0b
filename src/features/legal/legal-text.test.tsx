import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LegalText } from './legal-text.tsx';

describe('LegalText', () => {
  it('makes paragraphs of blank-line blocks and a list of "- " lines', () => {
    const html = renderToStaticMarkup(
      <LegalText text={'First paragraph.\n\n- one;\n- two.\n\nLast line\nafter a break.'} />,
    );
    expect(html).toBe(
      '<p class="mt-4">First paragraph.</p>' +
        '<ul class="mt-4 list-disc space-y-2 pl-6 marker:text-brand-700 dark:marker:text-sky-300"><li>one;</li><li>two.</li></ul>' +
        '<p class="mt-4">Last line<br/>after a break.</p>',
    );
  });

  it('links every e-mail address', () => {
    const html = renderToStaticMarkup(
      <LegalText text="Write to privacy@zs-uav.com or sales@zs-uav.com." />,
    );
    expect(html).toContain('<a href="mailto:privacy@zs-uav.com">privacy@zs-uav.com</a>');
    expect(html).toContain('<a href="mailto:sales@zs-uav.com">sales@zs-uav.com</a>');
    expect(html).toContain('Write to ');
  });
});
