import { createPopulation, generatePerson } from '@portal/synthetic';
import { describe, expect, it } from 'vitest';
import { renderHomePage } from '../src/home-page';
import { escapeHtml } from '../src/html';
import { useSimulator } from './support';

describe('GET /', () => {
  const app = useSimulator();

  it('lists the simulated systems and the first 20 people with their pinfl', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('Person and passport registry');
    expect(res.body).toContain('<code>/person-registry</code>');
    const population = createPopulation();
    for (const person of population.all().slice(0, 20)) {
      expect(res.body).toContain(person.pinfl);
      expect(res.body).toContain(escapeHtml(person.fullName));
    }
    expect(res.body).not.toContain(population.at(20)?.pinfl);
    expect(res.body).toContain('REGION_CHAMBER');
    expect(res.body).toContain('no mobile-ID');
  });
});

describe('renderHomePage', () => {
  it('escapes every value', () => {
    const person = { ...generatePerson(30), fullName: '<script>alert("x")</script>', phone: "+998'><img>" };
    const html = renderHomePage({ seed: '<b>seed</b>', populationSize: 30, people: [person] });
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<b>seed');
    expect(html).not.toContain("'><img>");
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;seed&lt;/b&gt;');
  });

  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });
});
