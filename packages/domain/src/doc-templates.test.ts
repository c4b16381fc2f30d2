import { describe, expect, it } from 'vitest';
import { fillTemplate, templateFaults, templatePlaceholders, templateSources } from './doc-templates';

describe('document template placeholders', () => {
  it('fills known fields, spaces inside the braces allowed, and shows a missing value as a dash', () => {
    const body = 'To {{ structure.name }} (INN {{structure.inn}}), lawyer {{lawyer.name}}, {{today.date}}';
    expect(templatePlaceholders(body)).toEqual([
      'structure.name',
      'structure.inn',
      'lawyer.name',
      'today.date',
    ]);
    expect(
      fillTemplate(body, { 'structure.name': '"Adolat" byurosi', 'structure.inn': '', 'lawyer.name': 'Ali' }),
    ).toBe('To "Adolat" byurosi (INN —), lawyer Ali, —');
    expect(templateSources(body)).toEqual(['structure', 'lawyer']);
  });

  it('names unknown fields and braces left open; never evaluates anything', () => {
    expect(templateFaults('Hi {{structure.nme}} and {{ constructor }} {{structure.name}}')).toEqual([
      'structure.nme',
      'constructor',
    ]);
    expect(templateFaults('Dear {{lawyer.name')).toEqual(['{{lawyer.name']);
    expect(templateFaults('{{structure.name}} ok')).toEqual([]);
    const code = '{{ process.exit(1) }}';
    expect(templateFaults(code)).toEqual(['process.exit(1)']);
    expect(fillTemplate(code, {})).toBe(code);
  });
});
