import { DEMO_PERSONAS } from '@portal/synthetic';
import type { SyntheticPopulation } from '@portal/synthetic';
import { escapeHtml } from '../../html';

export interface AuthorizationRequest {
  client_id: string;
  redirect_uri: string;
  scope: string;
  state: string;
}

const e = escapeHtml;

function hiddenFields(request: AuthorizationRequest): string {
  return [
    '<input type="hidden" name="response_type" value="one_code">',
    ...Object.entries(request).map(([k, v]) => `<input type="hidden" name="${e(k)}" value="${e(v)}">`),
  ].join('\n');
}

/**
 * The simulated SSO's sign-in page: the demo people to choose from (each a one-click sign-in), a form to
 * sign in as anyone of the population by pinfl, and a cancel button. `error` is shown above the form.
 */
export function renderAuthorizationPage(
  population: SyntheticPopulation,
  request: AuthorizationRequest,
  error?: string,
): string {
  const action = './Authorization.do';
  const hidden = hiddenFields(request);
  const people = DEMO_PERSONAS.map((persona) => {
    const p = population.at(persona.index)!;
    return `<li><form method="post" action="${action}">${hidden}
<input type="hidden" name="pinfl" value="${e(p.pinfl)}">
<button type="submit" data-persona="${e(persona.key)}"><strong>${e(p.fullName)}</strong>
<span>${e(persona.roleHint)} · ${e(persona.description)} · <code>${e(p.pinfl)}</code></span></button>
</form></li>`;
  }).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>OneID (simulator): sign in</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0 auto; padding: 2rem 1rem; max-width: 46rem; color: #1a1a1a; }
h1 { font-size: 1.6rem; } ul { list-style: none; padding: 0; }
li button { width: 100%; text-align: left; padding: 0.6rem 0.8rem; margin: 0.25rem 0; border: 1px solid #9aa7b8;
  border-radius: 6px; background: #f6f8fb; cursor: pointer; font: inherit; }
li button:hover, li button:focus { background: #e3ecf8; outline: 2px solid #1c4f9c; }
li span { display: block; font-size: 0.9rem; color: #444; }
.error { border: 1px solid #b3261e; background: #fdecea; color: #7a1a14; padding: 0.6rem; border-radius: 6px; }
label { display: block; margin: 0.5rem 0 0.25rem; } input[type=text] { font: inherit; padding: 0.4rem; width: 16rem; }
.note { color: #555; font-size: 0.9rem; }
</style>
</head>
<body>
<h1>OneID — national single sign-on (simulator)</h1>
<p class="note">Development and tests only: choose who signs in to <code>${e(request.client_id)}</code>. Every person is synthetic.</p>
${error ? `<p class="error" role="alert" data-testid="one-id-error">${e(error)}</p>` : ''}
<h2>Demo people</h2>
<ul>
${people}
</ul>
<h2>Anyone by PINFL</h2>
<form method="post" action="${action}">
${hidden}
<label for="pinfl">PINFL (14 digits)</label>
<input type="text" id="pinfl" name="pinfl" inputmode="numeric" pattern="\\d{14}" maxlength="14" required autocomplete="off">
<button type="submit" data-testid="one-id-pinfl-submit">Sign in</button>
</form>
<h2>Do not sign in</h2>
<form method="post" action="${action}">
${hidden}
<input type="hidden" name="cancel" value="1">
<button type="submit" data-testid="one-id-cancel">Cancel and go back</button>
</form>
</body>
</html>
`;
}

export function renderErrorPage(message: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>OneID (simulator): error</title></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem;">
<h1>OneID — the request cannot be served</h1>
<p role="alert" data-testid="one-id-error">${e(message)}</p>
</body></html>
`;
}
