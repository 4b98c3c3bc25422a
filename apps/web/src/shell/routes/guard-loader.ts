import type { LoaderFunction } from 'react-router';
import { redirect, redirectDocument } from 'react-router';
import { feedback } from '../../api/feedback.ts';
import { i18n, loadStrings } from '../../i18n/i18n.ts';
import { grantedCodes, sessionState } from '../../session/session.ts';
import { afterRolesLoaded, decide, type GuardDecision, type GuardInput } from './guard-decision.ts';
import { loadSession, rolesLoaded } from './load-session.ts';
import type { RouteEntry } from './route-table.ts';

function inputFor(url: URL, route: RouteEntry | null): GuardInput {
  const session = sessionState();
  return {
    path: url.pathname,
    search: url.search,
    route,
    userKnown: !!session.userId,
    rolesLoaded: rolesLoaded(),
    granted: grantedCodes(session.user),
    userAgent: globalThis.navigator?.userAgent ?? '',
  };
}

async function apply(decision: GuardDecision): Promise<Response | null> {
  switch (decision.kind) {
    case 'pass':
      return null;
    case 'redirect':
      return redirect(decision.to);
    case 'document':
      return redirectDocument(decision.href);
    case 'denied':
      await loadStrings('shell');
      feedback().error(i18n.t('shell:noPermission'));
      return redirect(decision.to);
    case 'loadRoles':
      throw new Error('roles must be loaded before applying a decision');
  }
}

/** The guard as a route loader: it runs before the screen (and its chunk) shows. */
export function guardLoader(route: RouteEntry | null): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const first = decide(inputFor(url, route));
    if (first.kind !== 'loadRoles') return apply(first);
    await loadSession();
    return apply(afterRolesLoaded(inputFor(url, route)));
  };
}
