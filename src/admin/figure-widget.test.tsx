import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FigureControl, type FigureControlProps } from './figure-widget.tsx';

/* The editor's figure field: conditions and lists of values in fields of their own, not YAML. */

const conditions = [
  { label: 'no payload', value: 'noPayload' },
  { label: 'with … payload', value: 'withPayload' },
  { label: 'long-endurance battery', value: 'longBattery' },
];

function form(field: Record<string, unknown>, value: unknown): string {
  const props = {
    field: { label: 'Flight time', required: true, condition_options: conditions, ...field },
    value,
    forID: 'figure-field-1',
    onChange: () => {},
  } as unknown as FigureControlProps;
  return renderToStaticMarkup(<FigureControl {...props} />);
}

describe('the figure field', () => {
  const duration = {
    figure: { kinds: ['quantity'], units: ['min', 'h'] },
    unit_options: [
      { label: 'min', value: 'min' },
      { label: 'h', value: 'h' },
    ],
  };

  it('shows a condition as a choice in the site words, not as YAML', () => {
    const html = form(duration, { value: 60, unit: 'min', condition: { key: 'noPayload' } });
    expect(html).not.toContain('<textarea');
    expect(html).not.toContain('Edit as YAML');
    expect(html).toMatch(
      /aria-label="Flight time: measured"[^>]*>.*<option value="noPayload" selected="">no payload<\/option>/,
    );
    expect(html).toContain('aria-label="Flight time: also"');
  });

  it('asks for the payload of a "with … payload" condition', () => {
    const html = form(duration, {
      value: 35,
      unit: 'min',
      condition: { key: 'withPayload', payload: { value: 5, unit: 'kg' } },
    });
    expect(html).toMatch(/aria-label="Flight time: payload"[^>]*value="5"/);
    expect(html).toContain('aria-label="Flight time: payload unit"');
  });

  it('shows each value of a list with its own kind and fields', () => {
    const html = form(
      {
        label: 'GNSS',
        figure: { kinds: ['code', 'list'] },
        text_values: [{ label: 'BeiDou (beidou)', value: 'beidou' }],
      },
      {
        kind: 'list',
        style: 'enumeration',
        items: [
          { kind: 'code', code: 'GPS' },
          { kind: 'text', key: 'beidou' },
        ],
      },
    );
    expect(html).not.toContain('<textarea');
    expect(html).toMatch(/aria-label="GNSS: value 1: code"[^>]*value="GPS"/);
    expect(html).toMatch(/<option value="beidou" selected="">BeiDou \(beidou\)<\/option>/);
    expect(html).toContain('Add a value');
  });

  it('opens as YAML only a figure with a part no field shows', () => {
    expect(form(duration, { value: 60, unit: 'min', note: 'x' })).toContain('<textarea');
  });
});
