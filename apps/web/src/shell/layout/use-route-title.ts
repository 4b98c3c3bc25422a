import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { routeTitle } from '../routes/route-title.ts';
import { useCurrentRoute } from './use-current-route.ts';

/** The title of the screen on show, in the display language. */
export function useRouteTitle(): string {
  const route = useCurrentRoute();
  const { t, i18n } = useTranslation('shell');
  return route && i18n.language ? routeTitle(route, t, currentLocale()) : '';
}
