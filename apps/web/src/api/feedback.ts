// How the client speaks to the user. The shell installs handlers that use antd's App
// context (theme, locale) and the router; until then nothing is shown.

export interface Feedback {
  /** An error toast (the server's replyText or a transport message). */
  error(text: string): void;
  /** The login-timed-out dialog; its OK clears the session and goes to /login. */
  sessionExpired(): void;
}

let current: Feedback = { error: () => {}, sessionExpired: () => {} };

export function setFeedback(feedback: Feedback): void {
  current = feedback;
}

export function feedback(): Feedback {
  return current;
}
