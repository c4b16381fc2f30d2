import { REGIONS } from '@portal/domain';
import { DEMO_PERSONAS } from '@portal/synthetic';
import type { SyntheticPerson } from '@portal/synthetic';
import type { FastifyPluginAsync } from 'fastify';
import type { SystemPluginOptions } from './context';
import { escapeHtml } from './html';
import { SIMULATED_SYSTEMS } from './systems';

/** How many people the index page lists. */
const LISTED_PEOPLE = 20;

function flags(p: SyntheticPerson): string {
  return [
    p.mobileIdEnrolled ? 'mobile-ID' : 'no mobile-ID',
    ...(p.disability ? [`disability group ${p.disability.group} until ${p.disability.confirmedUntil}`] : []),
    ...(p.socialProtection ? ['social register'] : []),
  ].join(', ');
}

/** The index page's HTML: the simulated systems and the first people, with who to sign in as. */
export function renderHomePage(options: {
  seed: string;
  populationSize: number;
  people: readonly SyntheticPerson[];
}): string {
  const e = escapeHtml;
  const personaByIndex = new Map<number, (typeof DEMO_PERSONAS)[number]>(
    DEMO_PERSONAS.map((p) => [p.index, p]),
  );
  const systems = SIMULATED_SYSTEMS.map(
    (s) => `<tr><td>${e(s.name)}</td><td><code>${e(s.prefix)}</code></td><td>${e(s.protocol)}</td></tr>`,
  ).join('\n');
  const people = options.people
    .map((p) => {
      const persona = personaByIndex.get(p.index);
      const region = REGIONS.find((r) => r.id === p.regionId)?.names.lt ?? '';
      return `<tr>
<td>${e(p.index)}</td>
<td>${persona ? `${e(persona.roleHint)}<br><small>${e(persona.key)}</small>` : ''}</td>
<td>${e(p.fullName)}</td>
<td><a href="/person-registry/persons/${e(encodeURIComponent(p.pinfl))}"><code>${e(p.pinfl)}</code></a></td>
<td><code>${e(p.passport)}</code></td>
<td>${e(p.gender)}</td>
<td>${e(p.birthDate)}</td>
<td>${e(region)}</td>
<td><code>${e(p.phone)}</code></td>
<td>${e(flags(p))}</td>
</tr>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>National systems simulator</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2rem; color: #1a1a1a; }
table { border-collapse: collapse; margin-bottom: 2rem; }
th, td { border: 1px solid #ccc; padding: 0.3rem 0.6rem; text-align: left; vertical-align: top; }
th { background: #f0f3f7; }
small { color: #555; }
</style>
</head>
<body>
<h1>National systems simulator</h1>
<p>Development and tests only: every person here is synthetic. Seed <code>${e(options.seed)}</code>,
${e(options.populationSize)} people. <a href="/health">Health</a> ·
<a href="/person-registry/persons?limit=${LISTED_PEOPLE}">People as JSON</a></p>
<h2>Simulated systems</h2>
<table>
<tr><th>System</th><th>Path</th><th>Protocol</th></tr>
${systems}
</table>
<h2>First ${e(options.people.length)} people</h2>
<table>
<tr><th>#</th><th>Demo role</th><th>Name</th><th>pinfl</th><th>Passport</th><th>Gender</th><th>Born</th><th>Region</th><th>Phone</th><th>Registers</th></tr>
${people}
</table>
</body>
</html>
`;
}

/** `GET /`: the index page for developers. */
export const homePageRoutes: FastifyPluginAsync<SystemPluginOptions> = async (app, { context }) => {
  app.get('/', async (_request, reply) => {
    const { population, config } = context;
    const people: SyntheticPerson[] = [];
    for (let i = 0; i < Math.min(LISTED_PEOPLE, population.size); i++) {
      const person = population.at(i);
      if (person) people.push(person);
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('x-content-type-options', 'nosniff')
      .send(renderHomePage({ seed: config.seed, populationSize: population.size, people }));
  });
};
