/**
 * Unsaved onboarding steps kept in the tab's sessionStorage, so a reload (or a crash of the page)
 * brings back what was typed. sessionStorage, not localStorage: the draft holds the company's
 * contacts and goes with the tab. Keyed by the user, so another account in the same tab never
 * sees it.
 */

const PREFIX = 'onboarding-draft:';

export type DraftStep = 'company' | 'app' | 'auth';
export type StoredDrafts = Partial<Record<DraftStep, unknown>>;

const keyOf = (userId: number | string) => `${PREFIX}${userId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

export function readOnboardingDrafts(userId: number | string): StoredDrafts {
  const raw = storage()?.getItem(keyOf(userId));
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as StoredDrafts) : {};
  } catch {
    return {};
  }
}

function write(userId: number | string, drafts: StoredDrafts) {
  try {
    if (Object.keys(drafts).length === 0) storage()?.removeItem(keyOf(userId));
    else storage()?.setItem(keyOf(userId), JSON.stringify(drafts));
  } catch {
    // Full or disabled storage: the draft then lives only as long as the page.
  }
}

export function storeOnboardingDraft(userId: number | string, step: DraftStep, values: unknown) {
  write(userId, { ...readOnboardingDrafts(userId), [step]: values });
}

export function clearOnboardingDraft(userId: number | string, step?: DraftStep) {
  if (!step) return write(userId, {});
  const { [step]: _dropped, ...rest } = readOnboardingDrafts(userId);
  write(userId, rest);
}
