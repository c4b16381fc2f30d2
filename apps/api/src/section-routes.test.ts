import { type Section, SECTIONS } from '@portal/contracts';
import { NAMESPACES } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import { JOB_NAMES } from './jobs/definitions';
import { SECTION_ROUTES } from './section-routes';
import { WORKFLOW_TABLES } from './workflow/transition';

describe('the API derived from the sections', () => {
  it('registers routes for every declared section and no other', () => {
    expect(Object.keys(SECTION_ROUTES).sort()).toEqual(SECTIONS.map((s) => s.id).sort());
  });

  it('binds every declared workflow to its table, and only those', () => {
    const declared = (SECTIONS as readonly Section[]).flatMap((s) => s.workflows);
    expect(Object.keys(WORKFLOW_TABLES).sort()).toEqual(declared.map((w) => w.name).sort());
    for (const workflow of declared)
      expect(WORKFLOW_TABLES[workflow.name as keyof typeof WORKFLOW_TABLES].workflow).toBe(workflow);
  });

  it('defines every declared job, and besides them only the operators’ probe', () => {
    const declared = SECTIONS.flatMap((s) => s.jobs);
    expect([...JOB_NAMES].sort()).toEqual([...declared, 'system-probe'].sort());
  });

  it('translates in the namespaces the sections declare', () => {
    expect([...NAMESPACES].sort()).toEqual([...new Set(SECTIONS.flatMap((s) => s.namespaces))].sort());
  });
});
