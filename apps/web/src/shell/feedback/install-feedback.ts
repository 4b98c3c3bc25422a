import { setFeedback } from '../../api/feedback.ts';

// The toast and the dialog load with their first use: antd's message and modal stay out of
// the first load (the login page needs neither until something fails).
const ui = () => import('./feedback-ui.tsx');

/** Gives the api client its voice: an error toast, the login-timed-out dialog. */
export function installFeedback(): void {
  setFeedback({
    error: (text) => void ui().then((m) => m.showError(text)),
    sessionExpired: () => void ui().then((m) => m.showSessionExpired()),
  });
}
