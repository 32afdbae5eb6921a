import type { FormEvent } from 'react';

// A `<form>` submits as React's form action (`action={() => …}`), not from `onSubmit`, so that a
// submission made before the page's script has run (a press of its submit button, Enter in a
// field) is kept: React's inline script cancels the native one (nothing typed goes into an
// address, the page is not reloaded) and React makes it again once the form is hydrated. The
// action reads the form's own state, not the FormData, and does not return the save's promise:
// React would hold every update made during an action (the busy button first) until it ended.

/**
 * The form's `onReset`: React resets a form's fields once its action has ended, which would put
 * back the values of the page's HTML under the form's own state. Nothing of ours resets a form
 * natively, so the reset is refused.
 */
export function refuseReset(event: FormEvent<HTMLFormElement>): void {
  event.preventDefault();
}
